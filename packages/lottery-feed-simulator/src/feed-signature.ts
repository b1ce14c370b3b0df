import { createHmac } from "node:crypto";

export type TFeedSignatureHeaders = { "X-Feed-Timestamp": string; "X-Feed-Signature": string };

/** Lowercase hex HMAC-SHA256 of `${timestamp}.${rawBody}` under the feed's shared secret. */
export function signFeedBody(secret: string, timestamp: string, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
}

/** The two headers that sign `rawBody` at the clock time `nowMs` (unix seconds in the timestamp). */
export function feedSignatureHeaders(secret: string, rawBody: string, nowMs: number): TFeedSignatureHeaders {
  const timestamp = String(Math.floor(nowMs / 1000));
  return { "X-Feed-Timestamp": timestamp, "X-Feed-Signature": signFeedBody(secret, timestamp, rawBody) };
}
