import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import type { TConsoleLanguage } from "../store/console-store.ts";

type TCatalogue = Record<string, string>;

/**
 * The console speaks English and Simplified Chinese. A language is the site's catalogue (which
 * holds the shared error messages) under the console's own, kept as one file per console area
 * in locales/<LANG>/<area>.json; each language loads on demand.
 */
const CONSOLE_PARTS = {
  EN: import.meta.glob<TCatalogue>("./locales/EN/*.json", { import: "default" }),
  CN: import.meta.glob<TCatalogue>("./locales/CN/*.json", { import: "default" }),
};
const SITE_CATALOGUES: Record<TConsoleLanguage, () => Promise<{ default: TCatalogue }>> = {
  EN: () => import("@orchid/i18n/locales/EN.json"),
  CN: () => import("@orchid/i18n/locales/CN.json"),
};

async function catalogueOf(language: TConsoleLanguage): Promise<TCatalogue> {
  const site = (await SITE_CATALOGUES[language]()).default;
  const parts = await Promise.all(Object.values(CONSOLE_PARTS[language]).map((load) => load()));
  return Object.assign({}, site, ...parts);
}

/** The BCP 47 tag of each console language (for <html lang> and number/date formats). */
export const LANGUAGE_TAGS: Record<TConsoleLanguage, string> = { EN: "en", CN: "zh-Hans" };

async function load(language: TConsoleLanguage): Promise<void> {
  if (i18next.hasResourceBundle(language, "translation")) return;
  i18next.addResourceBundle(language, "translation", await catalogueOf(language), true, true);
}

export async function initConsoleI18n(language: TConsoleLanguage): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: "EN",
    resources: {},
    partialBundledLanguages: true,
    interpolation: { prefix: "{", suffix: "}", escapeValue: false },
    returnNull: false,
    react: { useSuspense: false, bindI18nStore: "added" },
  });
  await switchConsoleLanguage(language);
}

export async function switchConsoleLanguage(language: TConsoleLanguage): Promise<void> {
  await load(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = LANGUAGE_TAGS[language];
}
