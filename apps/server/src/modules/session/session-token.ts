import { createHash, randomBytes } from "node:crypto";

/** A new 256-bit session token (base64url) and the hash that is stored in its place. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashOpaqueToken(token) };
}

/** SHA-256 of a token; tokens are random, so a fast hash is enough and lookups stay indexed. */
export function hashOpaqueToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** The token of a request: the raw `Authorization` header, with or without a `Bearer ` prefix. */
export function tokenFromHeader(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return null;
  const token = value.startsWith("Bearer ") ? value.slice(7).trim() : value;
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}
