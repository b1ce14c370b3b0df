import { MAX_AMOUNT_MINOR, MINOR_PER_MAJOR } from "@orchid/contract/money";

/** What an amount typed in major units reads as: minor units, or the key of what is wrong with it. */
export type TParsedAmount = { ok: true; minor: number } | { ok: false; errorKey: string };

const DIGITS = /^(\d+)(?:\.(\d*))?$/;

/**
 * Reads an amount typed in major units ("1,234.5") as whole minor units (123450) by string
 * arithmetic, so no float ever touches it. Grouping commas and spaces are ignored; more than two
 * decimals, signs and other characters are refused. Zero is refused unless `allowZero`.
 */
export function parseMajorAmount(text: string, options: { allowZero?: boolean } = {}): TParsedAmount {
  const cleaned = text.replace(/[\s,]/g, "");
  if (cleaned === "") return { ok: false, errorKey: "bo_money_required" };
  const match = DIGITS.exec(cleaned);
  if (!match) return { ok: false, errorKey: "bo_money_invalid" };
  const whole = (match[1] ?? "").replace(/^0+(?=\d)/, "");
  const fraction = match[2] ?? "";
  if (fraction.length > 2) return { ok: false, errorKey: "bo_money_decimals" };
  // MAX_AMOUNT_MINOR has 13 digits; a longer whole part is too large before any multiplication.
  if (whole.length > 11) return { ok: false, errorKey: "bo_money_too_large" };
  const minor = Number(whole) * MINOR_PER_MAJOR + Number(fraction.padEnd(2, "0"));
  if (minor > MAX_AMOUNT_MINOR) return { ok: false, errorKey: "bo_money_too_large" };
  if (minor === 0 && !options.allowZero) return { ok: false, errorKey: "bo_money_positive" };
  return { ok: true, minor };
}

/** Minor units written for an amount input in major units (12345 → "123.45"), with integer maths only. */
export function minorToMajorInput(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const absolute = Math.abs(minor);
  const whole = Math.floor(absolute / MINOR_PER_MAJOR);
  const cents = absolute % MINOR_PER_MAJOR;
  return `${sign}${whole}.${String(cents).padStart(2, "0")}`;
}
