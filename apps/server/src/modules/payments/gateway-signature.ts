import { createHmac, timingSafeEqual } from "node:crypto";

/** How far a signed message's timestamp may be from our clock. */
export const SIGNATURE_WINDOW_S = 300;

/** Lower-case hex HMAC-SHA256 of `<timestamp>.<raw body>` under the channel's shared secret. */
export function gatewaySignature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
}

/** Headers that sign a body for the gateway, at `nowMs`. */
export function signedHeaders(secret: string, rawBody: string, nowMs: number): Record<string, string> {
  const timestamp = String(Math.floor(nowMs / 1000));
  return {
    "X-Gateway-Timestamp": timestamp,
    "X-Gateway-Signature": gatewaySignature(secret, timestamp, rawBody),
  };
}

/** True when the signature matches the body and the timestamp is within the window of `nowMs`. */
export function isGatewaySignatureValid(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  rawBody: string,
  nowMs: number,
): boolean {
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature))
    return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > SIGNATURE_WINDOW_S) return false;
  const expected = Buffer.from(gatewaySignature(secret, timestamp, rawBody), "hex");
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}
