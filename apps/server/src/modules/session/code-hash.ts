import { createHmac, timingSafeEqual } from "node:crypto";

/** HMAC-SHA256 of a short secret (captcha answer, one-time code) bound to what it is for. */
export function hashCode(pepper: Buffer, scope: string, code: string): string {
  return createHmac("sha256", pepper).update(scope).update("\0").update(code).digest("base64url");
}

/** Constant-time comparison of two hashes made by `hashCode`. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
