import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocaleTag } from "../../i18n/use-locale-tag.ts";
import { usePercent } from "../bonus/use-offer-format.ts";
import { useMoney } from "../wallet/use-money.ts";
import type { TMissionFormat } from "./mission-format.ts";

export type TMissionFormatHook = TMissionFormat & {
  /** A whole percent ("40%") in the member's locale. */
  percent: (whole: number) => string;
};

/** The member's language, locale and currency for missions, the leaderboard and rewards (mission-format.ts). */
export function useMissionFormat(): TMissionFormatHook {
  const { t } = useTranslation();
  const money = useMoney();
  const localeTag = useLocaleTag();
  const percent = usePercent();
  const count = useMemo(() => new Intl.NumberFormat(localeTag, { maximumFractionDigits: 0 }), [localeTag]);
  return {
    t: (key, values) => t(key, values ?? {}),
    money: money.withSymbol,
    count: (value) => count.format(value),
    percent,
  };
}
