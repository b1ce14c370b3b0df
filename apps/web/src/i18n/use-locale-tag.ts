import { LANGUAGES } from "@orchid/contract/languages";
import { useAppStore } from "../store/app-store.ts";

/** BCP 47 tag of the current language, for Intl formatting. */
export function useLocaleTag(): string {
  const language = useAppStore((state) => state.language);
  return LANGUAGES[language ?? "EN"].tag;
}
