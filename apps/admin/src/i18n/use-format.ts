import { useCallback } from "react";
import { useConsoleStore } from "../store/console-store.ts";
import { LANGUAGE_TAGS } from "./console-i18n.ts";
import { useMerchantTimeZone } from "./use-merchant-time-zone.ts";
import { formatZoned } from "./zoned-time.ts";

/**
 * Formats an ISO instant in the merchant's time zone with its offset ("2026-11-27 09:12:03
 * (+06:30)"), whatever zone the operator's browser is in.
 */
export function useFormatDateTime(): (iso: string | null | undefined) => string {
  // UTC (with its +00:00 shown) only for the moment before the merchant's zone is known.
  const zone = useMerchantTimeZone() ?? "UTC";
  return useCallback((iso) => formatZoned(iso, zone), [zone]);
}

/**
 * The compact form for dense tables ("2026-11-27 09:12 (+06:30)"), same zone; the full form
 * belongs in the cell's title.
 */
export function useFormatShortDateTime(): (iso: string | null | undefined) => string {
  const zone = useMerchantTimeZone() ?? "UTC";
  return useCallback((iso) => formatZoned(iso, zone, "minutes"), [zone]);
}

/** Formats a whole number in the console's language. */
export function useFormatNumber(): (value: number) => string {
  const language = useConsoleStore((state) => state.language);
  return useCallback((value) => new Intl.NumberFormat(LANGUAGE_TAGS[language]).format(value), [language]);
}
