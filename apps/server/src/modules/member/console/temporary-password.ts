import { randomInt } from "node:crypto";
import type { TRegisterRule } from "@orchid/contract/register-rules";
import { checkRuleField } from "@orchid/contract/register-validation";

/** Letters and digits that cannot be mistaken for one another when read out (no I, l, O, 0, 1). */
const UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const LOWER = "abcdefghijkmnpqrstuvwxyz";
const DIGITS = "23456789";
const PREFERRED_LENGTH = 10;

function pick(alphabet: string): string {
  return alphabet.charAt(randomInt(alphabet.length));
}

/** Starts with a capital, holds a small letter and a digit: fits every letters-and-digits rule. */
function mixed(length: number): string {
  const rest = [pick(LOWER), pick(DIGITS)];
  while (rest.length < length - 1) rest.push(pick(UPPER + LOWER + DIGITS));
  for (let i = rest.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [rest[i], rest[j]] = [rest[j] as string, rest[i] as string];
  }
  return pick(UPPER) + rest.join("");
}

function digitsOnly(length: number): string {
  return Array.from({ length }, () => pick(DIGITS)).join("");
}

/**
 * A random password for an operator's reset that the merchant's password rule accepts (10
 * characters unless the rule's length says otherwise); the member must change it at the next
 * login. Letters and digits when the rule allows them, digits only for a digits-only rule.
 */
export function temporaryPassword(
  rule: Pick<TRegisterRule, "patternId" | "minLength" | "maxLength">,
): string {
  const length = Math.max(3, Math.min(Math.max(PREFERRED_LENGTH, rule.minLength), rule.maxLength));
  const candidates = [mixed(length), digitsOnly(length)];
  const fits = (value: string) => checkRuleField("password", { ...rule, required: true }, value) === null;
  return candidates.find(fits) ?? (candidates[0] as string);
}
