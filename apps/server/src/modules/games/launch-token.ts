import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { hashOpaqueToken } from "../session/index.ts";

/**
 * A launch token: 24 random bytes and an HMAC-SHA256 of them under the vendor's secret, so the
 * vendor (who holds the secret) can tell a token came from us, and we refuse a forged one before
 * any lookup. Only the token's hash is stored (`game_sessions.token_hash`).
 */
export function newLaunchToken(vendorSecret: string): { token: string; hash: string } {
  const nonce = randomBytes(24).toString("base64url");
  const token = `${nonce}.${launchSignature(vendorSecret, nonce)}`;
  return { token, hash: hashOpaqueToken(token) };
}

/** True when the token is well formed and signed with `vendorSecret`. */
export function isLaunchTokenSigned(vendorSecret: string, token: string): boolean {
  const match = /^([A-Za-z0-9_-]{32})\.([0-9a-f]{64})$/.exec(token);
  if (!match?.[1] || !match[2]) return false;
  const expected = Buffer.from(launchSignature(vendorSecret, match[1]), "hex");
  return timingSafeEqual(expected, Buffer.from(match[2], "hex"));
}

function launchSignature(secret: string, nonce: string): string {
  return createHmac("sha256", secret).update(`launch.${nonce}`).digest("hex");
}
