import type { TLocalizedText } from "@orchid/contract/backoffice-content";
import type { TLocalized } from "../../../db/schema/content.ts";
import { invalidField } from "../../../http/invalid-field.ts";
import { filledTexts } from "../../operators/index.ts";
import { sanitizeRichText } from "../sanitize-rich-text.ts";

/** In rich text line breaks and tabs are fine; other control characters and lone surrogates are not. */
const FORBIDDEN_IN_RICH_TEXT = /[\p{Cc}\p{Cs}]/u;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/g;

/**
 * Per-language rich text (notice and help content), sanitised before it is stored. English that
 * is empty once sanitised is refused, as the contract refuses it empty.
 */
export function richText(text: TLocalizedText, field: string): TLocalized {
  const entries = filledTexts(text).flatMap(([language, value]) => {
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
