/**
 * A fresh name for one money-moving submit, so a repeated request moves nothing twice.
 * `crypto.randomUUID` needs a secure context; a console opened over plain http on a private
 * address falls back to the same amount of randomness from `getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
