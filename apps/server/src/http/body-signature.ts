import { createHmac, timingSafeEqual } from "node:crypto";

/** How far a signed message's timestamp may be from our clock. */
export const SIGNATURE_WINDOW_S = 300;

/**
 * Lower-case hex HMAC-SHA256 of `<timestamp>.<raw body>` under a shared secret: how Orchid and
 * its payment gateways (docs/payment-gateway.md) and game vendors (docs/vendor-wallet.md) sign
 * every body they send each other.
 */
export function bodySignature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
}

/** Headers that sign a body at `nowMs`: `X-<party>-Timestamp` and `X-<party>-Signature`. */
export function signedHeaders(
  secret: string,
  rawBody: string,
  nowMs: number,
  party: "Gateway" | "Vendor" = "Gateway",
): Record<string, string> {
  const timestamp = String(Math.floor(nowMs / 1000));
  return {
    [`X-${party}-Timestamp`]: timestamp,
    [`X-${party}-Signature`]: bodySignature(secret, timestamp, rawBody),
  };
}

/** True when the signature matches the body and the timestamp is within the window of `nowMs`. */
export function isBodySignatureValid(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  rawBody: string,
  nowMs: number,
): boolean {
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature))
    return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > SIGNATURE_WINDOW_S) return false;
  const expected = Buffer.from(bodySignature(secret, timestamp, rawBody), "hex");
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}
