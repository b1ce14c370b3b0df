import type { z } from "zod";
import type { TDb } from "../db/database.ts";
import { captchas } from "../db/schema/accounts.ts";
import { AppError } from "./app-error.ts";
import { isBodySignatureValid, SIGNATURE_WINDOW_S } from "./body-signature.ts";

/** A feed message's signing headers (`X-Feed-Timestamp`, `X-Feed-Signature`). */
export type TFeedHeaders = { timestamp: string | undefined; signature: string | undefined };

/** Kept a minute past the last instant its message could still be accepted. */
const KEPT_PAST_WINDOW_S = 60;

/**
 * Checks a feed's push (the lottery's results, the book's fixtures and prices) in the order its
 * document gives: a feed secret is configured (FORBIDDEN otherwise: with no secret nothing can be
 * trusted, so a server nobody set up takes nothing), the HMAC signature over the exact bytes
 * received with a timestamp within 300 s (SIGNATURE_INVALID), then the JSON (MALFORMED_REQUEST)
 * and its fields (INVALID_INPUT). Answers the push and when (unix seconds) it was signed.
 */
export function readSignedFeed<S extends z.ZodType>(
  schema: S,
  secret: string | undefined,
  headers: TFeedHeaders,
  rawBody: string,
  nowMs: number,
): { push: z.output<S>; signedAt: number } {
  if (!secret) throw new AppError("FORBIDDEN", { reason: "feed_not_configured" });
  const { timestamp, signature } = headers;
  if (!isBodySignatureValid(secret, timestamp, signature, rawBody, nowMs)) {
    throw new AppError("SIGNATURE_INVALID");
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new AppError("MALFORMED_REQUEST");
  }
  return { push: schema.parse(body), signedAt: Number(timestamp) };
}

/**
 * Spends a feed message's nonce; false when it was spent before (a replayed message). A message
 * is accepted only within 300 s of its timestamp, so its nonce need only be remembered that long:
 * it lives in the one-time `captchas` table (expired rows are purged with the auth housekeeping)
 * under `<feed>.<nonce>`, an id no captcha or proof of work can have, shared by every instance.
 */
export async function spendFeedNonce(
  db: TDb,
  feed: string,
  nonce: string,
  signedAt: number,
  now: Date,
): Promise<boolean> {
  const spent = await db
    .insert(captchas)
    .values({
      id: `${feed}.${nonce}`,
      merchantId: 0,
      answerHash: "spent",
      expiresAt: new Date((signedAt + SIGNATURE_WINDOW_S + KEPT_PAST_WINDOW_S) * 1000),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: captchas.id });
  return spent.length > 0;
}

/** The signing headers of a request, as the feed routes read them. */
export function feedHeadersOf(headers: Record<string, string | string[] | undefined>): TFeedHeaders {
  const header = (name: string) => {
    const value = headers[name];
    return typeof value === "string" ? value : undefined;
  };
  return { timestamp: header("x-feed-timestamp"), signature: header("x-feed-signature") };
}
