import type { TLocalizedText } from "@orchid/contract/backoffice-content";
import type { TConsoleLanguage } from "../../store/console-store.ts";

/** A game's name in the console's language, else English, else its code. */
export function gameName(names: TLocalizedText, language: TConsoleLanguage, code: string): string {
  return names[language] || names.EN || code;
}
