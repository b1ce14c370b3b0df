import { describe, expect, it } from "vitest";
import { gatewaySignatureHeaders, signGatewayBody, verifyGatewaySignature } from "./gateway-signature.ts";

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const body = JSON.stringify({ merchantNo: "M1", orderNo: "D-1", amount: 1050 });

function signed(secret = "s3cret", nowMs = NOW) {
  const headers = gatewaySignatureHeaders(secret, body, nowMs);
  return { timestamp: headers["X-Gateway-Timestamp"], signature: headers["X-Gateway-Signature"] };
}

describe("gateway signature", () => {
  it('signs timestamp + "." + body as lowercase hex HMAC-SHA256 with a unix-seconds timestamp', () => {
    const { timestamp, signature } = signed();
    expect(timestamp).toBe(String(NOW / 1000));
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(signature).toBe(signGatewayBody("s3cret", timestamp, body));
  });

  it("accepts what it signed", () => {
    expect(verifyGatewaySignature({ secret: "s3cret", rawBody: body, nowMs: NOW, ...signed() })).toBe(true);
  });

  it("rejects a tampered body", () => {
    const rawBody = body.replace("1050", "9050");
    expect(verifyGatewaySignature({ secret: "s3cret", rawBody, nowMs: NOW, ...signed() })).toBe(false);
  });

  it("rejects a signature made with another secret", () => {
    expect(verifyGatewaySignature({ secret: "s3cret", rawBody: body, nowMs: NOW, ...signed("other") })).toBe(
      false,
    );
  });

  it("accepts a 300 s skew but rejects a stale or future timestamp beyond it", () => {
    const check = (signedAt: number) =>
      verifyGatewaySignature({ secret: "s3cret", rawBody: body, nowMs: NOW, ...signed("s3cret", signedAt) });
    expect(check(NOW - 300_000)).toBe(true);
    expect(check(NOW - 301_000)).toBe(false);
    expect(check(NOW + 301_000)).toBe(false);
  });

  it("rejects missing or malformed headers", () => {
    const { timestamp, signature } = signed();
    const base = { secret: "s3cret", rawBody: body, nowMs: NOW };
    expect(verifyGatewaySignature({ ...base, timestamp: undefined, signature })).toBe(false);
    expect(verifyGatewaySignature({ ...base, timestamp, signature: undefined })).toBe(false);
    expect(verifyGatewaySignature({ ...base, timestamp: `${timestamp}.5`, signature })).toBe(false);
    expect(verifyGatewaySignature({ ...base, timestamp, signature: signature.slice(2) })).toBe(false);
  });
});
