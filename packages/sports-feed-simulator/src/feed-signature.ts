/**
 * Signing a push: `X-Feed-Timestamp` is the unix second it was signed, `X-Feed-Signature` the
 * lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>` under the feed's shared secret.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export type TFeedSignatureHeaders = { "X-Feed-Timestamp": string; "X-Feed-Signature": string };

export function signFeedBody(secret: string, timestamp: string, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
}

/** The headers that sign `rawBody` at `nowMs`. */
export function feedSignatureHeaders(secret: string, rawBody: string, nowMs: number): TFeedSignatureHeaders {
  const timestamp = String(Math.floor(nowMs / 1000));
  return { "X-Feed-Timestamp": timestamp, "X-Feed-Signature": signFeedBody(secret, timestamp, rawBody) };
}

/** True when `signature` signs `rawBody` at `timestamp` under `secret` (compared in constant time). */
export function isValidFeedSignature(
  secret: string,
  timestamp: string,
  rawBody: string,
  signature: string,
): boolean {
  const expected = Buffer.from(signFeedBody(secret, timestamp, rawBody), "utf8");
  const given = Buffer.from(signature, "utf8");
  return expected.length === given.length && timingSafeEqual(expected, given);
}
