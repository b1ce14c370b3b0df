import { LANGUAGES, type TLanguageCode } from "@orchid/contract/languages";

/**
 * i18next keys its resources by the BCP 47 tag ("pt-BR", "zh-Hans"): i18next canonicalises
 * codes with a hyphen, so the wire codes ("PT-BR") would not match. KO and KR share "ko".
 */
export function i18nLanguageOf(code: TLanguageCode): string {
  return LANGUAGES[code].tag;
}

export const I18N_FALLBACK = LANGUAGES.EN.tag;
