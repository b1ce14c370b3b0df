import type { TBoBookTrading } from "@orchid/contract/backoffice-book";
import { formatOdds } from "./decimal-odds.ts";
import type { TMarketDraft } from "./market-draft.ts";
import { formatLine } from "./quarter-line.ts";

/**
 * An own event's markets as the price editor holds them: each market fixed (its type, line and
 * map stay, so the server updates it rather than opening another), its selections at the price
 * before the merchant's margin, as decimals.
 */
export function tradingMarketsDraft(markets: TBoBookTrading["markets"]): TMarketDraft[] {
  return markets
    .filter((market) => market.type !== "outright")
    .map((market) => ({
      id: `trading-${market.id}`,
      type: market.type,
      line: market.line === null ? "" : formatLine(market.line),
      map: market.map === null ? "" : String(market.map),
      selections: market.selections.map((selection) => ({
        code: selection.code,
        name: selection.name ?? "",
        odds: formatOdds(selection.feedOdds),
      })),
      fixed: true,
    }));
}
