import { useCallback } from "react";
import { useConsoleStore } from "../store/console-store.ts";
import { LANGUAGE_TAGS } from "./console-i18n.ts";

/** Formats an ISO instant as a short date and time in the console's language. */
export function useFormatDateTime(): (iso: string | null | undefined) => string {
  const language = useConsoleStore((state) => state.language);
  return useCallback(
    (iso) => {
      if (!iso) return "—";
      return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
        dateStyle: "medium",
        timeStyle: "short",
      }).format(new Date(iso));
    },
    [language],
  );
}

/**
 * Formats an ISO instant as a compact date and time ("11/22/25, 4:41 PM") for dense tables; the
 * full form belongs in the cell's title.
 */
export function useFormatShortDateTime(): (iso: string | null | undefined) => string {
  const language = useConsoleStore((state) => state.language);
  return useCallback(
    (iso) => {
      if (!iso) return "—";
      return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
        dateStyle: "short",
        timeStyle: "short",
      }).format(new Date(iso));
    },
    [language],
  );
}

/** Formats a whole number in the console's language. */
export function useFormatNumber(): (value: number) => string {
  const language = useConsoleStore((state) => state.language);
  return useCallback((value) => new Intl.NumberFormat(LANGUAGE_TAGS[language]).format(value), [language]);
}
