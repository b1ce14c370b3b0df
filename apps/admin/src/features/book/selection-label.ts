import type { TMarketType } from "@orchid/contract/sportsbook";
import { MARKET_TYPE_KEYS, SELECTION_KEYS } from "./book-vocabulary.ts";
import { formatLine, formatSignedLine, isHandicap, sideLine } from "./quarter-line.ts";

type TTranslate = (key: string, values?: Record<string, string | number>) => string;

/** What naming a selection needs of its market. */
export type TLabelMarket = { type: TMarketType; line: number | null; map?: number | null };

const isTotal = (type: TMarketType) => type === "over_under" || type === "total_maps";

/**
 * A market's name with its line: the home side's handicap ("Asian handicap -0.5"), a total
 * ("Over / under 2.5"), a map winner's map ("Map 2 winner").
 */
export function marketTitle(market: TLabelMarket, t: TTranslate): string {
  const name = t(MARKET_TYPE_KEYS[market.type], { map: market.map ?? 1 });
  const line = market.line ?? 0;
  if (isHandicap(market.type)) return `${name} ${formatSignedLine(line)}`;
  if (isTotal(market.type)) return `${name} ${formatLine(line)}`;
  return name;
}

/**
 * A selection in words: a side (its team's name when known, with its own handicap), over or
 * under the total, the other codes in the console's language, a score as it is ("2-1"), an
 * outright's competitor by name.
 */
export function selectionLabel(
  market: TLabelMarket,
  selection: { code: string; name?: string | null },
  t: TTranslate,
  sides?: { home: string; away: string | null },
): string {
  const { code } = selection;
  const line = market.line ?? 0;
  if (market.type === "outright") return selection.name ?? code;
  if (code === "home" || code === "away") {
    const team = code === "home" ? sides?.home : sides?.away;
    const side = team ?? t(SELECTION_KEYS[code] ?? code);
    return isHandicap(market.type) ? `${side} ${formatSignedLine(sideLine(line, code))}` : side;
  }
  if ((code === "over" || code === "under") && isTotal(market.type))
    return t(SELECTION_KEYS[code] ?? code, { line: formatLine(line) });
  const key = SELECTION_KEYS[code];
  return key ? t(key, { line: formatLine(line) }) : code;
}
