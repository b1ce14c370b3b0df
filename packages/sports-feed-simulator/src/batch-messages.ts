/**
 * Packing a tick's messages into pushes: in order, at most 200 a push (the contract's limit) and
 * a body small enough for the server to take, each push with a fresh random nonce.
 */
import { randomBytes } from "node:crypto";
import type { TFeedMessage } from "@orchid/contract/sportsbook";

export const MAX_MESSAGES_PER_PUSH = 200;
/** Kept under the 64 KiB a feed body may usually be on Orchid's server. */
export const DEFAULT_MAX_BODY_BYTES = 60 * 1024;
/** Room for `{"feed":…,"nonce":…,"messages":[]}` around the messages. */
const ENVELOPE_BYTES = 160;

/** The messages in order, cut into groups that each fit one push. A message too big on its own goes alone. */
export function batchMessages(
  messages: readonly TFeedMessage[],
  maxBytes = DEFAULT_MAX_BODY_BYTES,
  maxMessages = MAX_MESSAGES_PER_PUSH,
): TFeedMessage[][] {
  const batches: TFeedMessage[][] = [];
  let current: TFeedMessage[] = [];
  let bytes = ENVELOPE_BYTES;
  for (const message of messages) {
    const size = Buffer.byteLength(JSON.stringify(message)) + 1;
    if (current.length > 0 && (current.length >= maxMessages || bytes + size > maxBytes)) {
      batches.push(current);
      current = [];
      bytes = ENVELOPE_BYTES;
    }
    current.push(message);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** 128 random bits as base64url (22 characters), new for every push. */
export function newNonce(): string {
  return randomBytes(16).toString("base64url");
}

/** The raw body of one push. */
export function pushBody(feed: string, nonce: string, messages: readonly TFeedMessage[]): string {
  return JSON.stringify({ feed, nonce, messages });
}
