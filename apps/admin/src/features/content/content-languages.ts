import type { TLocalizedText } from "@orchid/contract/backoffice-content";
import { LANGUAGE_CODES, type TLanguageCode } from "@orchid/contract/languages";

/**
 * The languages a content text is edited in: English first (it is required), then the
 * merchant's default, then the other languages it offers, then any language the text already
 * has although the merchant no longer offers it (so nothing stored is hidden from the editor).
 */
export function orderLanguages(
  offered: readonly TLanguageCode[],
  defaultLanguage: TLanguageCode | null,
  value?: TLocalizedText,
): TLanguageCode[] {
  const stored = LANGUAGE_CODES.filter((code) => (value?.[code] ?? "").trim().length > 0);
  const ordered: TLanguageCode[] = [
    "EN",
    ...(defaultLanguage ? [defaultLanguage] : []),
    ...offered,
    ...stored,
  ];
  return [...new Set(ordered)];
}

/** The text without its empty translations (an empty language falls back to English on the site). */
export function withoutEmpty(value: TLocalizedText): TLocalizedText {
  return Object.fromEntries(Object.entries(value).filter(([, text]) => (text ?? "").trim().length > 0));
}
