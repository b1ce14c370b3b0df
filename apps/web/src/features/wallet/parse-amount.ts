import { MAX_AMOUNT_MINOR } from "@orchid/contract/money";

/** A typed amount read exactly, or the catalogue key of what is wrong with it. */
export type TParsedAmount = { minor: number; problem: null } | { minor: null; problem: string };

const AMOUNT = /^(\d*)(?:[.,](\d*))?$/;
/** More whole digits than this cannot be a valid amount and would lose precision. */
const MAX_WHOLE_DIGITS = 13;

/**
 * Reads a typed amount in major units ("12", "12.5", "12,50") as whole minor units without
 * floating-point arithmetic. Either "." or "," separates the decimals; grouping separators are not
 * accepted, so "1,000" is refused (three decimals) rather than silently read as one thousand.
 */
export function parseAmount(text: string): TParsedAmount {
  const compact = text.replace(/\s/g, "");
  if (compact === "") return { minor: null, problem: "err_amount_required" };
  const match = AMOUNT.exec(compact);
  const whole = match?.[1] ?? "";
  const fraction = match?.[2] ?? "";
  if (!match || (whole === "" && fraction === "")) return { minor: null, problem: "err_amount_format" };
  if (fraction.length > 2) return { minor: null, problem: "err_amount_decimals" };
  const digits = whole.replace(/^0+(?=\d)/, "");
  if (digits.length > MAX_WHOLE_DIGITS) return { minor: null, problem: "err_amount_too_large" };
  const minor = Number(digits || "0") * 100 + Number(fraction.padEnd(2, "0"));
  if (minor === 0) return { minor: null, problem: "err_amount_positive" };
  if (minor > MAX_AMOUNT_MINOR) return { minor: null, problem: "err_amount_too_large" };
  return { minor, problem: null };
}

/** Minor units as the text an amount input holds ("1234.50"), with integer arithmetic only. */
export function amountInputText(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const cents = Math.abs(minor % 100);
  return `${whole}.${String(cents).padStart(2, "0")}`;
}
