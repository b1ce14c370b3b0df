import {
  LINE_MARKETS,
  marketKey,
  type TEventKind,
  type TFeedMarket,
  type TMarketType,
} from "@orchid/contract/sportsbook";
import { parseOdds } from "./decimal-odds.ts";
import { parseLine } from "./quarter-line.ts";

/** A selection as typed: its code, an optional name and its price as decimal odds ("1.95"). */
export type TSelectionDraft = { code: string; name: string; odds: string };

/**
 * A market as typed: its type, line as a decimal ("2.5", the home side's handicap "-0.5"), map
 * number, and selections. A market the event already has keeps its type, line and map (`fixed`):
 * changing those would open another market.
 */
export type TMarketDraft = {
  id: string;
  type: TMarketType;
  line: string;
  map: string;
  selections: TSelectionDraft[];
  fixed: boolean;
};

export type TMarketsCheck = { ok: true; markets: TFeedMarket[] } | { ok: false; field: string; key: string };

/** The market types an operator may open on an event of each kind (the server holds the same lists). */
export const KIND_MARKET_TYPES: Record<"match" | "series", readonly TMarketType[]> = {
  match: [
    "1x2",
    "double_chance",
    "btts",
    "correct_score",
    "odd_even",
    "asian_handicap",
    "over_under",
    "match_winner",
  ],
  series: ["match_winner", "map_winner", "map_handicap", "total_maps"],
};

const SCORES = ["1-0", "2-0", "2-1", "0-0", "1-1", "2-2", "0-1", "0-2", "1-2", "any_other"];

/** The codes a new market of each type opens with, and their opening prices. */
const OPENING: Record<Exclude<TMarketType, "outright">, [string, string][]> = {
  "1x2": [
    ["home", "2.50"],
    ["draw", "3.20"],
    ["away", "2.80"],
  ],
  double_chance: [
    ["1X", "1.35"],
    ["12", "1.30"],
    ["X2", "1.45"],
  ],
  btts: [
    ["yes", "1.85"],
    ["no", "1.95"],
  ],
  correct_score: SCORES.map((code) => [code, code === "any_other" ? "15.00" : "9.00"]),
  odd_even: [
    ["odd", "1.90"],
    ["even", "1.90"],
  ],
  asian_handicap: [
    ["home", "1.90"],
    ["away", "1.90"],
  ],
  over_under: [
    ["over", "1.90"],
    ["under", "1.90"],
  ],
  match_winner: [
    ["home", "1.85"],
    ["away", "1.95"],
  ],
  map_winner: [
    ["home", "1.85"],
    ["away", "1.95"],
  ],
  map_handicap: [
    ["home", "1.90"],
    ["away", "1.90"],
  ],
  total_maps: [
    ["over", "1.90"],
    ["under", "1.90"],
  ],
};

let made = 0;

/** A new market of `type` with its usual selections and opening prices. */
export function newMarketDraft(
  type: TMarketType,
  options: { line?: string; map?: string } = {},
): TMarketDraft {
  made += 1;
  const opening = type === "outright" ? [] : OPENING[type];
  return {
    id: `market-${made}`,
    type,
    line: LINE_MARKETS.includes(type) ? (options.line ?? "0") : "",
    map: type === "map_winner" ? (options.map ?? "1") : "",
    selections: opening.map(([code, odds]) => ({ code, name: "", odds })),
    fixed: false,
  };
}

/** A whole number from `min` to `max` as typed, or null. */
function wholeIn(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

/**
 * The markets the drafts send (prices as thousandths, lines in quarter units), or the first field
 * that is wrong and why: a type the event's kind does not take, a line that is not a quarter, a
 * map out of 1–9, a price out of 1.001–1000, or two markets that are the same market.
 */
export function checkMarkets(kind: TEventKind, drafts: readonly TMarketDraft[]): TMarketsCheck {
  if (drafts.length === 0) return { ok: false, field: "markets", key: "bo_book_markets_required" };
  const allowed = kind === "series" ? KIND_MARKET_TYPES.series : KIND_MARKET_TYPES.match;
  const markets: TFeedMarket[] = [];
  const keys = new Set<string>();
  for (const [index, draft] of drafts.entries()) {
    const at = `markets.${index}`;
    if (!allowed.includes(draft.type))
      return { ok: false, field: `${at}.type`, key: "bo_book_market_not_for_kind" };
    const market: TFeedMarket = { type: draft.type, selections: [] };
    if (LINE_MARKETS.includes(draft.type)) {
      const line = parseLine(draft.line);
      if (line === null) return { ok: false, field: `${at}.line`, key: "bo_book_line_invalid" };
      market.line = line;
    }
    if (draft.type === "map_winner") {
      const map = wholeIn(draft.map, 1, 9);
      if (map === null) return { ok: false, field: `${at}.map`, key: "bo_book_map_invalid" };
      market.map = map;
    }
    const key = marketKey(market);
    if (keys.has(key)) return { ok: false, field: `${at}.type`, key: "bo_book_market_twice" };
    keys.add(key);
    if (draft.selections.length === 0) return { ok: false, field: at, key: "bo_book_selections_required" };
    for (const [place, selection] of draft.selections.entries()) {
      const odds = parseOdds(selection.odds);
      if (!odds.ok) return { ok: false, field: `${at}.selections.${place}.odds`, key: odds.errorKey };
      const name = selection.name.trim();
      market.selections.push(
        name ? { code: selection.code, name, odds: odds.odds } : { code: selection.code, odds: odds.odds },
      );
    }
    markets.push(market);
  }
  return { ok: true, markets };
}
