import { LANGUAGES, type TLanguageCode } from "@orchid/contract/languages";
import { useAppStore } from "../store/app-store.ts";
import { readStored, writeStored } from "../store/storage.ts";
import { STORAGE_KEYS } from "../store/storage-keys.ts";
import { activateCatalogue } from "./i18n.ts";
import { loadLanguageFont } from "./language-fonts.ts";

/** The merchant's default language: server texts missing in the chosen one fall back to it. */
let contentLanguage: TLanguageCode | null = null;

export function setContentLanguage(code: TLanguageCode): void {
  contentLanguage = code;
}

/** Applies a language to the document: `<html lang dir>`, script font, catalogue, API header. */
export async function applyLanguage(code: TLanguageCode): Promise<void> {
  const info = LANGUAGES[code];
  document.documentElement.lang = info.tag;
  document.documentElement.dir = info.dir;
  loadLanguageFont(code, contentLanguage);
  useAppStore.setState({ language: code });
  await activateCatalogue(code);
}

/** The visitor picked a language: remember it (`lang`) and the one before it (`hisLang`). */
export async function chooseLanguageByUser(code: TLanguageCode): Promise<void> {
  const previous = useAppStore.getState().language ?? readStored("localStorage", STORAGE_KEYS.language);
  if (previous && previous !== code) writeStored("localStorage", STORAGE_KEYS.previousLanguage, previous);
  writeStored("localStorage", STORAGE_KEYS.language, code);
  await applyLanguage(code);
}
