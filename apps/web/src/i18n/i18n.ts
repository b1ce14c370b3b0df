import { LANGUAGES, type TLanguageCode } from "@orchid/contract/languages";
import { CATALOGUE_LOADERS } from "@orchid/i18n/catalogues";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { I18N_FALLBACK, i18nLanguageOf } from "./i18n-language.ts";

/** Loads a language's catalogue (KR reads KO's) into i18next once. */
async function loadCatalogue(code: TLanguageCode): Promise<void> {
  const lng = i18nLanguageOf(code);
  if (i18next.hasResourceBundle(lng, "translation")) return;
  const loader = CATALOGUE_LOADERS[LANGUAGES[code].catalogue];
  if (!loader) return;
  const { default: catalogue } = await loader();
  i18next.addResourceBundle(lng, "translation", catalogue, true, true);
}

let ready: Promise<void> | null = null;

/**
 * Starts i18next with the visitor's stored language, or with none until the status call names
 * the merchant's (a first visit then loads one catalogue, not English and then the default).
 * Every shipped catalogue is complete (CI's coverage check), so English, the fallback, loads
 * only if a key is ever missing once a language is active.
 */
export function initI18n(first: TLanguageCode | null): Promise<void> {
  ready ??= start(first);
  return ready;
}

async function start(first: TLanguageCode | null): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: first ? i18nLanguageOf(first) : undefined,
    fallbackLng: I18N_FALLBACK,
    load: "currentOnly",
    resources: {},
    partialBundledLanguages: true,
    interpolation: { prefix: "{", suffix: "}", escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: () => {
      if (i18next.resolvedLanguage) void loadCatalogue("EN");
    },
    react: { useSuspense: false, bindI18nStore: "added" },
  });
  if (!first) return;
  await loadCatalogue(first);
  await i18next.changeLanguage(i18nLanguageOf(first));
}

/** Switches i18next to a language, loading its catalogue first. */
export async function activateCatalogue(code: TLanguageCode): Promise<void> {
  await ready?.catch(() => undefined);
  await loadCatalogue(code);
  await i18next.changeLanguage(i18nLanguageOf(code));
}
