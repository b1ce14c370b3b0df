import { formatMoney } from "../../i18n/format-money.ts";
import { useLocaleTag } from "../../i18n/use-locale-tag.ts";
import { useSiteInfo } from "../system-status/site-info-context.ts";

export type TMoneyFormat = {
  /** Minor units as major units in the visitor's locale: "1,234.50". */
  plain: (minor: number) => string;
  /** The same with the merchant's currency symbol: "K 1,234.50". */
  withSymbol: (minor: number) => string;
  /** Signed with the symbol: "+K 12.00" / "−K 3.50" (zero unsigned). */
  signed: (minor: number) => string;
};

/** Formats wire amounts (integer minor units) for display, never for arithmetic. */
export function useMoney(): TMoneyFormat {
  const localeTag = useLocaleTag();
  const { currencySymbol } = useSiteInfo().info.whitelabel;
  const plain = (minor: number) => formatMoney(minor / 100, localeTag);
  // A no-break space keeps the symbol on the amount's line.
  const withSymbol = (minor: number) => `${currencySymbol}\u00a0${plain(minor)}`;
  const signed = (minor: number) =>
    minor === 0 ? withSymbol(0) : `${minor < 0 ? "−" : "+"}${withSymbol(Math.abs(minor))}`;
  return { plain, withSymbol, signed };
}
