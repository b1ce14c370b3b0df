import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadGamesCatalogue } from "../../i18n/i18n.ts";
import { useLocaleTag } from "../../i18n/use-locale-tag.ts";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { useMoney } from "../wallet/use-money.ts";
import type { TOfferFormat } from "./offer-summary.ts";

export type TOfferFormatHook = TOfferFormat & {
  /**
   * The game-type labels live in the games part of the catalogue; until it has loaded, the
   * contributions are not written (asking for a missing key would fetch the English catalogue).
   */
  isGamesReady: boolean;
  /** An instant in the merchant's time zone ("2025-03-01 18:00:00"), as the member centre shows dates. */
  dateTime: (iso: string) => string;
};

/** A whole percent ("40%") in the member's locale. */
export function usePercent(): (whole: number) => string {
  const localeTag = useLocaleTag();
  const format = useMemo(
    () => new Intl.NumberFormat(localeTag, { style: "percent", maximumFractionDigits: 0 }),
    [localeTag],
  );
  return (whole) => format.format(whole / 100);
}

/** The member's language, locale and currency for the bonus summaries (offer-summary.ts). */
export function useOfferFormat(): TOfferFormatHook {
  const { t } = useTranslation();
  const money = useMoney();
  const localeTag = useLocaleTag();
  const percent = usePercent();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const [isGamesReady, setIsGamesReady] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    // Loaded once and kept for later language switches; after a failed load the labels fall back
    // to English, as any missing key does.
    void loadGamesCatalogue()
      .catch(() => undefined)
      .finally(() => {
        if (isCurrent) setIsGamesReady(true);
      });
    return () => {
      isCurrent = false;
    };
  }, []);

  const numbers = useMemo(
    () => ({
      count: new Intl.NumberFormat(localeTag, { maximumFractionDigits: 0 }),
      list: new Intl.ListFormat(localeTag, { style: "short", type: "unit" }),
    }),
    [localeTag],
  );

  return {
    t: (key, values) => t(key, values ?? {}),
    money: money.withSymbol,
    percent,
    count: (value) => numbers.count.format(value),
    list: (items) => numbers.list.format(items),
    isGamesReady,
    dateTime: (iso) => formatZonedDateTime(new Date(iso), timeZone),
  };
}
