/** Web storage keys of spec §3; the e2e suite reads these names. */
export const STORAGE_KEYS = {
  theme: "theme",
  language: "lang",
  previousLanguage: "hisLang",
  merchant: "merchant",
  token: "token",
  popupsSeen: "popupsSeen",
} as const;
