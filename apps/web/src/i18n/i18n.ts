import { LANGUAGES, type TLanguageCode } from "@orchid/contract/languages";
import { CATALOGUE_LOADERS } from "@orchid/i18n/catalogues";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { I18N_FALLBACK, i18nLanguageOf } from "./i18n-language.ts";

type TCatalogueLoaders = Record<string, () => Promise<{ default: Record<string, string> }>>;

/** Lazy catalogue parts screens asked for (see catalogue-parts.ts); a language switch loads them too. */
const parts = new Map<string, TCatalogueLoaders>([["core", CATALOGUE_LOADERS]]);
/** Each catalogue part's load by "tag:part", so none is fetched twice. */
const loads = new Map<string, Promise<void>>();
/** The language the site shows, once one is active. */
let activeCode: TLanguageCode | null = null;

function loadPart(code: TLanguageCode, name: string, loaders: TCatalogueLoaders): Promise<void> {
  const lng = i18nLanguageOf(code);
  const id = `${lng}:${name}`;
  const loader = loaders[LANGUAGES[code].catalogue];
  if (!loader) return Promise.resolve();
  let load = loads.get(id);
  if (!load) {
    load = loader().then(({ default: catalogue }) => {
      i18next.addResourceBundle(lng, "translation", catalogue, true, true);
    });
    // A failed load may be tried again.
    load.catch(() => loads.delete(id));
    loads.set(id, load);
  }
  return load;
}

/** Loads a language's catalogue (KR reads KO's) and every part asked for so far, each once. */
async function loadCatalogue(code: TLanguageCode): Promise<void> {
  await Promise.all([...parts].map(([name, loaders]) => loadPart(code, name, loaders)));
}

/**
 * A lazy screen's catalogue part: loaded now for the active language (and English, the
 * fallback, when that is what shows), and with every later language switch.
 */
export async function requireCataloguePart(name: string, loaders: TCatalogueLoaders): Promise<void> {
  parts.set(name, loaders);
  await ready?.catch(() => undefined);
  await loadPart(activeCode ?? "EN", name, loaders);
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
  activeCode = first;
  await i18next.changeLanguage(i18nLanguageOf(first));
}

/** Switches i18next to a language, loading its catalogue first. */
export async function activateCatalogue(code: TLanguageCode): Promise<void> {
  await ready?.catch(() => undefined);
  await loadCatalogue(code);
  activeCode = code;
  await i18next.changeLanguage(i18nLanguageOf(code));
}

/** The games keys (lobbies, game frame, slot page, betting record); screens that use them wait for it. */
export function loadGamesCatalogue(): Promise<void> {
  return import("./games-catalogue.ts").then((m) => requireCataloguePart("games", m.GAMES_CATALOGUES));
}
