/** The 22 language entries of the site (spec §1); KR is served by the KO catalogue. */
export const LANGUAGE_CODES = [
  "EN",
  "MY",
  "CN",
  "TW",
  "ID",
  "TH",
  "TY",
  "VI",
  "JA",
  "KO",
  "KR",
  "MS",
  "KM",
  "HI",
  "BN",
  "TA",
  "UR",
  "AR",
  "ES",
  "PT",
  "PT-BR",
  "TR",
] as const;

export type TLanguageCode = (typeof LANGUAGE_CODES)[number];

export type TLanguageInfo = {
  /** BCP 47 tag for `<html lang>`, Intl formatting and fonts. */
  tag: string;
  /** The language's own name, shown in the language menu. */
  nativeName: string;
  dir: "ltr" | "rtl";
  /** The catalogue file that serves this code (KR shares KO's). */
  catalogue: string;
};

export const LANGUAGES: Record<TLanguageCode, TLanguageInfo> = {
  EN: { tag: "en", nativeName: "English", dir: "ltr", catalogue: "EN" },
  MY: { tag: "my", nativeName: "မြန်မာ", dir: "ltr", catalogue: "MY" },
  CN: { tag: "zh-Hans", nativeName: "简体中文", dir: "ltr", catalogue: "CN" },
  TW: { tag: "zh-Hant", nativeName: "繁體中文", dir: "ltr", catalogue: "TW" },
  ID: { tag: "id", nativeName: "Bahasa Indonesia", dir: "ltr", catalogue: "ID" },
  TH: { tag: "th", nativeName: "ไทย", dir: "ltr", catalogue: "TH" },
  TY: { tag: "fil", nativeName: "Filipino", dir: "ltr", catalogue: "TY" },
  VI: { tag: "vi", nativeName: "Tiếng Việt", dir: "ltr", catalogue: "VI" },
  JA: { tag: "ja", nativeName: "日本語", dir: "ltr", catalogue: "JA" },
  KO: { tag: "ko", nativeName: "한국어", dir: "ltr", catalogue: "KO" },
  KR: { tag: "ko", nativeName: "한국어 (KR)", dir: "ltr", catalogue: "KO" },
  MS: { tag: "ms", nativeName: "Bahasa Melayu", dir: "ltr", catalogue: "MS" },
  KM: { tag: "km", nativeName: "ខ្មែរ", dir: "ltr", catalogue: "KM" },
  HI: { tag: "hi", nativeName: "हिन्दी", dir: "ltr", catalogue: "HI" },
  BN: { tag: "bn", nativeName: "বাংলা", dir: "ltr", catalogue: "BN" },
  TA: { tag: "ta", nativeName: "தமிழ்", dir: "ltr", catalogue: "TA" },
  UR: { tag: "ur", nativeName: "اردو", dir: "rtl", catalogue: "UR" },
  AR: { tag: "ar", nativeName: "العربية", dir: "rtl", catalogue: "AR" },
  ES: { tag: "es", nativeName: "Español", dir: "ltr", catalogue: "ES" },
  PT: { tag: "pt-PT", nativeName: "Português", dir: "ltr", catalogue: "PT" },
  "PT-BR": { tag: "pt-BR", nativeName: "Português (Brasil)", dir: "ltr", catalogue: "PT-BR" },
  TR: { tag: "tr", nativeName: "Türkçe", dir: "ltr", catalogue: "TR" },
};

export const FALLBACK_LANGUAGE: TLanguageCode = "EN";

export function isLanguageCode(value: unknown): value is TLanguageCode {
  return typeof value === "string" && (LANGUAGE_CODES as readonly string[]).includes(value);
}
