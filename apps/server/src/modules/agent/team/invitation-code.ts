import { randomBytes } from "node:crypto";

/** Letters and digits without look-alikes (no I, O, 0, 1), so a code read aloud is typed right. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A new invitation (affiliate) code: 8 characters of the alphabet above. */
export function newInvitationCode(): string {
  return Array.from(randomBytes(8), (b) => ALPHABET[b % ALPHABET.length]).join("");
}
