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

/** Starts i18next with English (the fallback) and, when different, the first language to show. */
export function initI18n(first: TLanguageCode): Promise<void> {
  ready ??= start(first);
  return ready;
}

async function start(first: TLanguageCode): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: i18nLanguageOf(first),
    fallbackLng: I18N_FALLBACK,
    load: "currentOnly",
    resources: {},
    partialBundledLanguages: true,
    interpolation: { prefix: "{", suffix: "}", escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  await Promise.all([loadCatalogue("EN"), loadCatalogue(first)]);
  await i18next.changeLanguage(i18nLanguageOf(first));
}

/** Switches i18next to a language, loading its catalogue first. */
export async function activateCatalogue(code: TLanguageCode): Promise<void> {
  await ready?.catch(() => undefined);
  await loadCatalogue(code);
  await i18next.changeLanguage(i18nLanguageOf(code));
}
