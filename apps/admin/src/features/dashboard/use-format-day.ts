import { useCallback } from "react";
import { LANGUAGE_TAGS } from "../../i18n/console-i18n.ts";
import { useConsoleStore } from "../../store/console-store.ts";

/**
 * Formats a calendar day ("2025-11-08", already in the merchant's time zone) as a short date in
 * the console's language. The day is read as UTC and shown as UTC so no zone shifts it.
 */
export function useFormatDay(): (day: string) => string {
  const language = useConsoleStore((state) => state.language);
  return useCallback(
    (day) => {
      const date = new Date(`${day}T00:00:00Z`);
      if (Number.isNaN(date.getTime())) return day;
      return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
        month: "short",
        day: "numeric",
        timeZone: "UTC",
      }).format(date);
    },
    [language],
  );
}
