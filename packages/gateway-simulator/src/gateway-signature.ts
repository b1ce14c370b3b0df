import { createHmac, timingSafeEqual } from "node:crypto";

/** How far (seconds) a signed timestamp may be from the verifier's clock. */
export const SIGNATURE_MAX_SKEW_SECONDS = 300;

export const TIMESTAMP_HEADER = "x-gateway-timestamp";
export const SIGNATURE_HEADER = "x-gateway-signature";

export type TSignatureHeaders = { "X-Gateway-Timestamp": string; "X-Gateway-Signature": string };

export type TSignedMessage = {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  nowMs: number;
};

/** Lowercase hex HMAC-SHA256 of `${timestamp}.${rawBody}`: the signature both sides put on every body. */
export function signGatewayBody(secret: string, timestamp: string, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
}

/** The two headers that sign `rawBody` at the clock time `nowMs` (unix seconds in the timestamp). */
export function gatewaySignatureHeaders(secret: string, rawBody: string, nowMs: number): TSignatureHeaders {
  const timestamp = String(Math.floor(nowMs / 1000));
  return {
    "X-Gateway-Timestamp": timestamp,
    "X-Gateway-Signature": signGatewayBody(secret, timestamp, rawBody),
  };
}

/**
 * True when the signature matches the body and the timestamp is within 300 s of `nowMs`.
 * Compares in constant time so a forger learns nothing from how long a refusal takes.
 */
export function verifyGatewaySignature(message: TSignedMessage): boolean {
  const { secret, timestamp, signature, rawBody, nowMs } = message;
  if (timestamp === undefined || signature === undefined || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(Math.floor(nowMs / 1000) - Number(timestamp)) > SIGNATURE_MAX_SKEW_SECONDS) return false;
  const expected = Buffer.from(signGatewayBody(secret, timestamp, rawBody), "utf8");
  const given = Buffer.from(signature, "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
