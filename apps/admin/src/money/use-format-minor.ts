import { useCallback } from "react";
import { LANGUAGE_TAGS } from "../i18n/console-i18n.ts";
import { useConsoleStore } from "../store/console-store.ts";
import { formatMinor } from "./format-minor.ts";

/** Formats minor units as a major amount in the console's language ("—" when there is none). */
export function useFormatMinor(): (amountMinor: number | null | undefined) => string {
  const language = useConsoleStore((state) => state.language);
  return useCallback(
    (amountMinor) =>
      amountMinor === null || amountMinor === undefined
        ? "—"
        : formatMinor(amountMinor, LANGUAGE_TAGS[language]),
    [language],
  );
}
