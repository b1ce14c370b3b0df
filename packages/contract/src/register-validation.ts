import { REGISTER_PATTERNS, type TRegisterField, type TRegisterRule } from "./register-rules.ts";

/**
 * Registration checks of spec §5, run identically by the register form and the server so a
 * value the form accepts is never refused for another reason, and the server trusts nothing.
 * A problem names the field and the translation key of its message; `(min)` and `(max)` in
 * that message are filled from `min` and `max`.
 */
export type TFieldProblem = { field: string; key: string; min?: number; max?: number };

/** Control, format, surrogate and private-use characters, angle brackets, and emoji pictographs. */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}<>]|\p{Extended_Pictographic}/u;

/** True when a text carries characters no account field accepts. */
export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN.test(value);
}

/** Length in characters as a person counts them (code points), not UTF-16 units. */
export function textLength(value: string): number {
  let n = 0;
  for (const _ of value) n += 1;
  return n;
}

const patternCache = new Map<number, RegExp>();
function patternFor(id: number): RegExp {
  let pattern = patternCache.get(id);
  if (!pattern) {
    pattern = new RegExp(REGISTER_PATTERNS[id] ?? REGISTER_PATTERNS[0] ?? "", "u");
    patternCache.set(id, pattern);
  }
  return pattern;
}

/** Checks one value against its rule; an empty value fails only when the rule requires it. */
export function checkRuleField(
  field: string,
  rule: Pick<TRegisterRule, "required" | "patternId" | "minLength" | "maxLength">,
  value: string | undefined,
  isRequired = rule.required,
): TFieldProblem | null {
  if (value === undefined || value === "") return isRequired ? { field, key: "err_required" } : null;
  if (hasForbiddenCharacters(value)) return { field, key: "err_invalid_characters" };
  const length = textLength(value);
  const bounds = { min: rule.minLength, max: rule.maxLength };
  if (length < rule.minLength || length > rule.maxLength || !patternFor(rule.patternId).test(value)) {
    return { field, key: `reg_pattern_${rule.patternId}`, ...bounds };
  }
  return null;
}

/** Which registration form: by username, or by mobile number (the username becomes the number). */
export type TRegisterKind = "username" | "mobile";

/** The toggles of spec §6 that change what registration asks for. */
export type TRegisterOptions = {
  kind: TRegisterKind;
  /** REGMOBVERF3: an SMS code proves the mobile number. */
  needsSmsCode: boolean;
  /** MOBILENUMPASSREG3: a mobile registration also sets a password. */
  mobileHasPassword: boolean;
};

export type TRegisterInput = Partial<Record<TRegisterField | "confirmPassword" | "verificationCode", string>>;

/** Fields that never show to the user as typed (not trimmed, not echoed). */
const SECRET_FIELDS = new Set(["password", "confirmPassword", "paymentPassword"]);

/** Trims every non-secret text field; the form and the server both check the trimmed values. */
export function normaliseRegisterInput(input: TRegisterInput): TRegisterInput {
  const out: TRegisterInput = {};
  for (const [key, value] of Object.entries(input) as [keyof TRegisterInput, string | undefined][]) {
    if (typeof value !== "string") continue;
    out[key] = SECRET_FIELDS.has(key) ? value : value.trim();
  }
  return out;
}

/** Whether the password fields apply to this form. */
export function registerHasPassword(options: TRegisterOptions): boolean {
  return options.kind === "username" || options.mobileHasPassword;
}

/**
 * Every problem of a registration, in form order. Disabled fields are not checked (the server
 * drops them); the username rule does not apply to a mobile registration.
 */
export function checkRegistration(
  rules: Partial<Record<TRegisterField, TRegisterRule>>,
  input: TRegisterInput,
  options: TRegisterOptions,
): TFieldProblem[] {
  const problems: TFieldProblem[] = [];
  const add = (problem: TFieldProblem | null) => {
    if (problem) problems.push(problem);
  };
  const hasPassword = registerHasPassword(options);
  for (const [field, rule] of Object.entries(rules) as [TRegisterField, TRegisterRule][]) {
    if (!rule.enabled || field === "captcha") continue;
    if (field === "username" && options.kind === "mobile") continue;
    if (field === "password" && !hasPassword) continue;
    const isRequired =
      rule.required ||
      (field === "username" && options.kind === "username") ||
      (field === "password" && hasPassword) ||
      (field === "mobileNum" && options.kind === "mobile");
    add(checkRuleField(field, rule, input[field], isRequired));
  }
  if (options.kind === "mobile" && !rules.mobileNum?.enabled) {
    problems.push({ field: "mobileNum", key: "err_operation_not_enabled" });
  }
  if (hasPassword) {
    if (!input.confirmPassword) problems.push({ field: "confirmPassword", key: "err_required" });
    else if (input.confirmPassword !== input.password) {
      problems.push({ field: "confirmPassword", key: "err_passwords_inconsistent" });
    }
  }
  const hasMobile = Boolean(input.mobileNum);
  if (options.needsSmsCode && (options.kind === "mobile" || hasMobile)) {
    add(checkVerificationCode(input.verificationCode, true));
  }
  return problems;
}

/** The SMS code field: 0–255 characters of digits (spec §5, §9). */
export function checkVerificationCode(value: string | undefined, isRequired: boolean): TFieldProblem | null {
  return checkRuleField(
    "verificationCode",
    { required: isRequired, patternId: 6, minLength: 1, maxLength: 255 },
    value,
  );
}
