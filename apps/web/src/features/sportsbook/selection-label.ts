import type { TMarketType } from "@orchid/contract/sportsbook";
import type { TTranslate } from "../lottery/translate.ts";
import { sideLine, signedLine, totalLine } from "./format-line.ts";

/** What naming a selection needs of its market. */
export type TLabelMarket = { type: TMarketType; line: number | null; map: number | null };
/** What naming a selection needs of itself: its code, and the competitor's name for outrights. */
export type TLabelSelection = { code: string; name: string | null };
/** The event's two sides (an outright's name in `home`, no `away`). */
export type TSides = { home: string; away: string | null };

const DOUBLE_CHANCE: Record<string, string> = { "1X": "sb_sel_1x", "12": "sb_sel_12", X2: "sb_sel_x2" };
const WORDS: Record<string, string> = {
  yes: "sb_sel_yes",
  no: "sb_sel_no",
  odd: "sb_sel_odd",
  even: "sb_sel_even",
  draw: "sb_sel_draw",
  any_other: "sb_sel_any_other",
};

function sideName(code: string, sides: TSides, t: TTranslate): string | null {
  if (code === "home") return sides.home;
  if (code === "away") return sides.away ?? t("sb_side_away");
  return null;
}

/**
 * A selection in words, as the slip, the event page and my bets show it: a side by its team's
 * name (with its own handicap line), over/under with the total, double chance and yes/no in
 * the member's language, a correct score as it is ("2-1"), an outright's competitor by name.
 */
export function selectionLabel(
  market: TLabelMarket,
  selection: TLabelSelection,
  sides: TSides,
  t: TTranslate,
): string {
  const { code } = selection;
  const line = market.line ?? 0;
  switch (market.type) {
    case "outright":
      return selection.name ?? code;
    case "asian_handicap":
    case "map_handicap": {
      const name = sideName(code, sides, t);
      if (name === null) return code;
      return `${name} ${signedLine(sideLine(line, code === "home" ? "home" : "away"))}`;
    }
    case "over_under":
    case "total_maps":
      if (code === "over" || code === "under") return t(`sb_sel_${code}`, { line: totalLine(line) });
      return code;
    case "double_chance": {
      const key = DOUBLE_CHANCE[code];
      return key ? t(key, { home: sides.home, away: sides.away ?? "" }) : code;
    }
    case "correct_score":
      return code === "any_other" ? t("sb_sel_any_other") : code;
    default: {
      const name = sideName(code, sides, t);
      if (name !== null) return name;
      const key = WORDS[code];
      return key ? t(key) : code;
    }
  }
}

/**
 * The short text on a board's price button, where the column already names the market: 1 / X / 2,
 * the side's handicap, "O 2.5" / "U 2.5".
 */
export function selectionShortLabel(market: TLabelMarket, selection: TLabelSelection, t: TTranslate): string {
  const { code } = selection;
  const line = market.line ?? 0;
  switch (market.type) {
    case "asian_handicap":
    case "map_handicap":
      if (code === "home" || code === "away") return signedLine(sideLine(line, code));
      return code;
    case "over_under":
    case "total_maps":
      if (code === "over" || code === "under") return t(`sb_short_${code}`, { line: totalLine(line) });
      return code;
    case "outright":
      return selection.name ?? code;
    default:
      if (code === "home") return "1";
      if (code === "away") return "2";
      if (code === "draw") return "X";
      return WORDS[code] ? t(WORDS[code]) : code;
  }
}
