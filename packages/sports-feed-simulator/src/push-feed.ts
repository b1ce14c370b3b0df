/**
 * Sending one push to `POST <server>/sb/feed`: signed, with a fresh nonce and timestamp on every
 * attempt. No answer, a server fault (5xx) or a rate limit (429) is tried again after a back-off;
 * any other refusal (4xx) is reported and not repeated, since it would only be refused again.
 */
import type { TFeedMessage } from "@orchid/contract/sportsbook";
import { newNonce, pushBody } from "./batch-messages.ts";
import { feedSignatureHeaders } from "./feed-signature.ts";
import { pause } from "./pause.ts";

export const FEED_PATH = "/sb/feed";
/** How long one attempt may take before it counts as unanswered. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** Waits between attempts: live prices go stale, so about 20 s in all before giving up. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [500, 1_000, 2_000, 5_000, 10_000];

export type TFeedTarget = {
  /** The server's origin, e.g. `http://127.0.0.1:8080`. */
  server: string;
  secret: string;
  /** The feed's name in every push (1–32 of a-z, 0-9, _ and -). */
  feed: string;
  /** The clock the signatures' timestamps come from (default Date.now). */
  now?: () => number;
  retryDelaysMs?: readonly number[];
  fetch?: typeof fetch;
};

export type TPushAttempt = {
  /** The HTTP status, or null when the server was not reached or did not answer in time. */
  status: number | null;
  nonce: string;
  answer: unknown;
};

export type TPushReport = {
  messageCount: number;
  /** The server took the push (2xx). */
  ok: boolean;
  /** The last attempt's HTTP status, or null when no attempt was answered. */
  status: number | null;
  /** From the server's answer: messages that changed something, and those naming an event it does not know. */
  applied: number | null;
  unknown: number | null;
  /** The code of the last refusal, or null. */
  code: string | null;
  attempts: TPushAttempt[];
};

type TAnswer = { code?: unknown; applied?: unknown; unknown?: unknown; value?: unknown };

const asRecord = (value: unknown): TAnswer =>
  typeof value === "object" && value !== null ? (value as TAnswer) : {};

const wholeOrNull = (value: unknown): number | null =>
  typeof value === "number" && Number.isSafeInteger(value) ? value : null;

function isWorthRetrying(status: number | null): boolean {
  return status === null || status >= 500 || status === 429;
}

async function attemptPush(
  target: TFeedTarget,
  messages: readonly TFeedMessage[],
  signal: AbortSignal,
): Promise<TPushAttempt> {
  const nonce = newNonce();
  const rawBody = pushBody(target.feed, nonce, messages);
  const headers = feedSignatureHeaders(target.secret, rawBody, (target.now ?? Date.now)());
  const send = target.fetch ?? fetch;
  try {
    const response = await send(`${target.server.replace(/\/+$/, "")}${FEED_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8", ...headers },
      body: rawBody,
      signal: AbortSignal.any([signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
    });
    const text = await response.text();
    let answer: unknown = text;
    try {
      answer = JSON.parse(text);
    } catch {
      // Not JSON (a proxy's error page): kept as text for the report.
    }
    return { status: response.status, nonce, answer };
  } catch {
    return { status: null, nonce, answer: null };
  }
}

/**
 * Pushes `messages` (1 to 200) as one signed push, retrying on the back-off schedule while the
 * server cannot take it. Resolves once it was answered 2xx, refused for good, the schedule ran out
 * or `signal` aborted.
 */
export async function pushFeedBatch(
  target: TFeedTarget,
  messages: readonly TFeedMessage[],
  signal: AbortSignal = new AbortController().signal,
): Promise<TPushReport> {
  const delays = target.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const attempts: TPushAttempt[] = [];
  for (let index = 0; !signal.aborted; index += 1) {
    const attempt = await attemptPush(target, messages, signal);
    attempts.push(attempt);
    const delay = delays[index];
    if (!isWorthRetrying(attempt.status) || delay === undefined) break;
    await pause(delay, signal);
  }
  const last = attempts.at(-1);
  const status = last?.status ?? null;
  const ok = status !== null && status >= 200 && status < 300;
  const answer = asRecord(last?.answer);
  const value = asRecord(answer.value);
  return {
    messageCount: messages.length,
    ok,
    status,
    applied: ok ? (wholeOrNull(value.applied) ?? wholeOrNull(answer.applied)) : null,
    unknown: ok ? (wholeOrNull(value.unknown) ?? wholeOrNull(answer.unknown)) : null,
    code: !ok && typeof answer.code === "string" ? answer.code : null,
    attempts,
  };
}
