/** The server's idempotency key rule: 8–64 of letters, digits and `_ . : -`. */
export const ROUND_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,64}$/;

/** A fresh name for one round; sending it again answers the same round, never a second one. */
export function newRoundKey(): string {
  return `spin-${crypto.randomUUID()}`;
}
