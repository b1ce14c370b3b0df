import type { TLocalizedText } from "@orchid/contract/backoffice-content";
import type { TLocalized } from "../../db/schema/content.ts";
import { invalidField } from "../../http/invalid-field.ts";
import { sanitizeRichText } from "../engagement/sanitize-rich-text.ts";

/**
 * Control characters, surrogates, private use, line separators and the bidi overrides that
 * reorder the text around them. Joiners and direction marks stay: scripts and emoji need them.
 */
const FORBIDDEN_IN_PLAIN_TEXT = /[\p{Cc}\p{Cs}\p{Co}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;

/** In rich text line breaks and tabs are fine; other control characters and lone surrogates are not. */
const FORBIDDEN_IN_RICH_TEXT = /[\p{Cc}\p{Cs}]/u;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/g;

/** The languages that have text; an empty translation is dropped so the site falls back to another. */
function filled(text: TLocalizedText): [string, string][] {
  return Object.entries(text).flatMap(([language, value]) => {
    const trimmed = (value ?? "").trim();
    return trimmed ? [[language, trimmed]] : [];
  });
}

/** Per-language plain text (titles, categories): trimmed, refused when it carries control characters. */
export function plainText(text: TLocalizedText, field: string): TLocalized {
  const entries = filled(text);
  for (const [language, value] of entries) {
    if (FORBIDDEN_IN_PLAIN_TEXT.test(value))
      throw invalidField(`${field}.${language}`, "err_invalid_characters");
  }
  return Object.fromEntries(entries);
}

/**
 * Per-language rich text (notice and help content), sanitised before it is stored. English that
 * is empty once sanitised is refused, as the contract refuses it empty.
 */
export function richText(text: TLocalizedText, field: string): TLocalized {
  const entries = filled(text).flatMap(([language, value]) => {
    // Markup may span lines; any other control character or a lone surrogate cannot be stored.
    if (FORBIDDEN_IN_RICH_TEXT.test(value.replace(LINE_BREAKS_AND_TABS, "")))
      throw invalidField(`${field}.${language}`, "err_invalid_characters");
    const clean = sanitizeRichText(value).trim();
    return clean ? [[language, clean] as const] : [];
  });
  const result: TLocalized = Object.fromEntries(entries);
  if (!result.EN) throw invalidField(`${field}.EN`, "err_english_required");
  return result;
}

/** A plain one-line name (an upload's file name). */
export function plainName(value: string, field: string): string {
  if (FORBIDDEN_IN_PLAIN_TEXT.test(value)) throw invalidField(field, "err_invalid_characters");
  return value.trim();
}
