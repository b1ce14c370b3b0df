import type { TTranslate } from "../lottery/translate.ts";
import { signedLine, totalLine } from "./format-line.ts";
import type { TLabelMarket } from "./selection-label.ts";

/** A market type's name in the member's language ("1X2", "Asian handicap", "Map 2 winner"). */
export function marketTypeName(market: Pick<TLabelMarket, "type" | "map">, t: TTranslate): string {
  return t(`sb_market_${market.type}`, { map: market.map ?? 1 });
}

/**
 * A market's title on the event page, where several lines of one type show: the type's name and
 * its line (the home side's handicap, or the total).
 */
export function marketTitle(market: TLabelMarket, t: TTranslate): string {
  const name = marketTypeName(market, t);
  switch (market.type) {
    case "asian_handicap":
    case "map_handicap":
      return `${name} ${signedLine(market.line ?? 0)}`;
    case "over_under":
    case "total_maps":
      return `${name} ${totalLine(market.line ?? 0)}`;
    default:
      return name;
  }
}
