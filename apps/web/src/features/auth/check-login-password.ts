import type { TRegisterRule } from "@orchid/contract/register-rules";
import { checkRuleField, type TFieldProblem } from "@orchid/contract/register-validation";

/** Pattern 14: letters and digits only. */
const LETTERS_AND_DIGITS = 14;

/**
 * The login form's password check (spec §5): required, and (min)–(max) letters or digits with
 * the bounds of the merchant's password rule. The server decides the rest.
 */
export function checkLoginPassword(rule: TRegisterRule | undefined, password: string): TFieldProblem | null {
  const bounds = { minLength: rule?.minLength ?? 1, maxLength: rule?.maxLength ?? 128 };
  return checkRuleField("password", { required: true, patternId: LETTERS_AND_DIGITS, ...bounds }, password);
}
