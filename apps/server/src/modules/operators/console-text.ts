import type { TLocalizedText } from "@orchid/contract/backoffice-content";
import type { TLocalized } from "../../db/schema/content.ts";
import { invalidField } from "../../http/invalid-field.ts";

// The console's rules for text that operators type (content, games, settings).

/**
 * Control characters, surrogates, private use, line separators and the bidi overrides that
 * reorder the text around them. Joiners and direction marks stay: scripts and emoji need them.
 */
const FORBIDDEN_IN_PLAIN_TEXT = /[\p{Cc}\p{Cs}\p{Co}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;

/** The languages that have text; an empty translation is dropped so the site falls back to another. */
export function filledTexts(text: TLocalizedText): [string, string][] {
  return Object.entries(text).flatMap(([language, value]) => {
    const trimmed = (value ?? "").trim();
    return trimmed ? [[language, trimmed]] : [];
  });
}

/** Per-language plain text (titles, categories): trimmed, refused when it carries control characters. */
export function plainText(text: TLocalizedText, field: string): TLocalized {
  const entries = filledTexts(text);
  for (const [language, value] of entries) {
    if (FORBIDDEN_IN_PLAIN_TEXT.test(value))
      throw invalidField(`${field}.${language}`, "err_invalid_characters");
  }
  return Object.fromEntries(entries);
}

/** A plain one-line name (an upload's file name). */
export function plainName(value: string, field: string): string {
  if (FORBIDDEN_IN_PLAIN_TEXT.test(value)) throw invalidField(field, "err_invalid_characters");
  return value.trim();
}
