import type { TLocalizedText } from "@orchid/contract/backoffice-content";

/** A problem of a draft: the request's field path (as the server names it) and its message key. */
export type TDraftIssue = { path: (string | number)[]; key: string };

/**
 * A whole number typed between min and max (grouping commas and spaces ignored: "1,000"), or
 * null when it is empty, not a whole number or out of range.
 */
export function wholeIn(text: string, min: number, max: number): number | null {
  const cleaned = text.replace(/[\s,]/g, "");
  if (!/^\d{1,10}$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value >= min && value <= max ? value : null;
}

/** A count written for its input: the number as plain digits ("1000"). */
export function wholeText(value: number | undefined): string {
  return value === undefined ? "" : String(value);
}

/**
 * One per-language text without its empty languages, each trimmed; English is required and each
 * language holds at most `max` characters (the contract's ZLocalizedText).
 */
export function readLocalized(
  value: TLocalizedText,
  path: string,
  max: number,
  issues: TDraftIssue[],
): TLocalizedText {
  const out: TLocalizedText = {};
  for (const [code, text] of Object.entries(value) as [keyof TLocalizedText, string | undefined][]) {
    const trimmed = (text ?? "").trim();
    if (!trimmed) continue;
    if (trimmed.length > max) issues.push({ path: [path, code], key: "bo_points_text_too_long" });
    out[code] = trimmed;
  }
  if (!out.EN) issues.push({ path: [path, "EN"], key: "err_english_required" });
  return out;
}

/** The text in the console's language, else English. */
export function localizedIn(text: TLocalizedText, language: "EN" | "CN"): string {
  return (text[language] ?? "").trim() || text.EN || "";
}
