import { z } from "zod";

/** Fields whose registration rules come from the server (spec §5). */
export const REGISTER_FIELDS = [
  "username",
  "password",
  "payeeName",
  "paymentPassword",
  "qqNum",
  "line",
  "whatsapp",
  "facebook",
  "wechat",
  "idNumber",
  "email",
  "mobileNum",
  "recommenderId",
  "affiliateCode",
  "captcha",
] as const;

export type TRegisterField = (typeof REGISTER_FIELDS)[number];

/**
 * Pattern ids 0–15 with the regular expression each stands for; the translation key of a
 * pattern's message is `reg_pattern_<id>` with `(min)` and `(max)` placeholders.
 */
export const REGISTER_PATTERNS: Record<number, string> = {
  0: "^[\\s\\S]*$",
  1: "^[A-Za-z][A-Za-z0-9]*$",
  2: "^[\\p{Script=Han}0-9]+$",
  3: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$",
  4: "^[A-Za-z0-9]+$",
  5: "^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$",
  6: "^[0-9]+$",
  7: "^(?=.*[A-Z])[A-Za-z0-9]+$",
  8: "^[A-Za-z ]+$",
  9: "^\\S+$",
  10: "^[\\p{Script=Han}\\p{P}]+$",
  11: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",
  12: "^(?=(?:.*[A-Za-z]){2})[A-Za-z ]+$",
  13: "^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$",
  14: "^[A-Za-z0-9]+$",
  15: "^[\\p{Script=Hangul}]+$",
};

export const ZRegisterRule = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  patternId: z.number().int().min(0).max(15),
  /** The pattern's regular expression (Unicode flag), derived from `patternId`. */
  acceptedPattern: z.string(),
  minLength: z.number().int().min(0).max(255),
  maxLength: z.number().int().min(0).max(255),
});
export type TRegisterRule = z.infer<typeof ZRegisterRule>;

export const ZRegisterRules = z.record(z.enum(REGISTER_FIELDS), ZRegisterRule);
export type TRegisterRules = z.infer<typeof ZRegisterRules>;

/** A stored rule without its derived pattern text. */
export type TStoredRegisterRule = Omit<TRegisterRule, "acceptedPattern">;

export function withPattern(rule: TStoredRegisterRule): TRegisterRule {
  return { ...rule, acceptedPattern: REGISTER_PATTERNS[rule.patternId] ?? REGISTER_PATTERNS[0] ?? "" };
}
