import { describe, expect, it } from "vitest";
import { fakeTranslate as t } from "../lottery/fake-translate.ts";
import { MINUS } from "./format-line.ts";
import { marketTitle, marketTypeName } from "./market-name.ts";
import { selectionLabel, selectionShortLabel } from "./selection-label.ts";

const sides = { home: "Glimmerford Town", away: "Cindervale Rangers" };
const market = (type: Parameters<typeof selectionLabel>[0]["type"], line: number | null = null) => ({
  type,
  line,
  map: null,
});
const pick = (code: string, name: string | null = null) => ({ code, name });

describe("selection labels", () => {
  it("names the sides by their teams and the draw in words", () => {
    expect(selectionLabel(market("1x2"), pick("home"), sides, t)).toBe("Glimmerford Town");
    expect(selectionLabel(market("1x2"), pick("away"), sides, t)).toBe("Cindervale Rangers");
    expect(selectionLabel(market("1x2"), pick("draw"), sides, t)).toBe("sb_sel_draw");
    expect(selectionLabel(market("match_winner"), pick("away"), sides, t)).toBe("Cindervale Rangers");
  });

  it("gives each side of a handicap its own line", () => {
    const handicap = market("asian_handicap", -1);
    expect(selectionLabel(handicap, pick("home"), sides, t)).toBe(`Glimmerford Town ${MINUS}0.25`);
    expect(selectionLabel(handicap, pick("away"), sides, t)).toBe("Cindervale Rangers +0.25");
    expect(selectionShortLabel(market("map_handicap", 6), pick("away"), t)).toBe(`${MINUS}1.5`);
  });

  it("puts the total in over and under", () => {
    expect(selectionLabel(market("over_under", 10), pick("over"), sides, t)).toBe(
      'sb_sel_over{"line":"2.5"}',
    );
    expect(selectionShortLabel(market("total_maps", 10), pick("under"), t)).toBe(
      'sb_short_under{"line":"2.5"}',
    );
  });

  it("translates double chance, yes/no and odd/even codes", () => {
    expect(selectionLabel(market("double_chance"), pick("X2"), sides, t)).toBe(
      'sb_sel_x2{"home":"Glimmerford Town","away":"Cindervale Rangers"}',
    );
    expect(selectionLabel(market("btts"), pick("no"), sides, t)).toBe("sb_sel_no");
    expect(selectionLabel(market("odd_even"), pick("even"), sides, t)).toBe("sb_sel_even");
  });

  it("shows a correct score as it is, and any other score in words", () => {
    expect(selectionLabel(market("correct_score"), pick("2-1"), sides, t)).toBe("2-1");
    expect(selectionLabel(market("correct_score"), pick("any_other"), sides, t)).toBe("sb_sel_any_other");
  });

  it("names an outright's competitor", () => {
    const outright = { home: "Winner of the league", away: null };
    expect(selectionLabel(market("outright"), pick("QS", "Quillhaven Sporting"), outright, t)).toBe(
      "Quillhaven Sporting",
    );
  });

  it("shows 1, X and 2 on the board's result columns", () => {
    expect(["home", "draw", "away"].map((code) => selectionShortLabel(market("1x2"), pick(code), t))).toEqual(
      ["1", "X", "2"],
    );
  });
});

describe("market names", () => {
  it("titles line markets with their line", () => {
    expect(marketTitle(market("over_under", 10), t)).toBe('sb_market_over_under{"map":1} 2.5');
    expect(marketTitle(market("asian_handicap", -2), t)).toBe(
      `sb_market_asian_handicap{"map":1} ${MINUS}0.5`,
    );
    expect(marketTypeName({ type: "map_winner", map: 2 }, t)).toBe('sb_market_map_winner{"map":2}');
  });
});
