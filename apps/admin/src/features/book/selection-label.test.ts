import { describe, expect, it } from "vitest";
import { marketTitle, selectionLabel } from "./selection-label.ts";

/** Keys with their values, so the test reads which words were asked for. */
const t = (key: string, values?: Record<string, string | number>) =>
  values ? `${key}(${Object.values(values).join(",")})` : key;
const sides = { home: "Lions", away: "Tigers" };

describe("a selection's label", () => {
  it("names a side by its team with its own handicap", () => {
    const handicap = { type: "asian_handicap" as const, line: -2 };
    expect(selectionLabel(handicap, { code: "home" }, t, sides)).toBe("Lions -0.5");
    expect(selectionLabel(handicap, { code: "away" }, t, sides)).toBe("Tigers +0.5");
    expect(selectionLabel(handicap, { code: "away" }, t)).toBe("bo_book_sel_away +0.5");
    expect(selectionLabel({ type: "1x2", line: null }, { code: "home" }, t, sides)).toBe("Lions");
    expect(selectionLabel({ type: "1x2", line: null }, { code: "draw" }, t, sides)).toBe(
      "bo_book_sel_draw(0)",
    );
  });

  it("puts the total on over and under, and keeps scores and competitors as they are", () => {
    expect(selectionLabel({ type: "over_under", line: 10 }, { code: "over" }, t)).toBe(
      "bo_book_sel_over(2.5)",
    );
    expect(selectionLabel({ type: "total_maps", line: 10 }, { code: "under" }, t)).toBe(
      "bo_book_sel_under(2.5)",
    );
    expect(selectionLabel({ type: "correct_score", line: null }, { code: "2-1" }, t)).toBe("2-1");
    expect(selectionLabel({ type: "correct_score", line: null }, { code: "any_other" }, t)).toBe(
      "bo_book_sel_any_other(0)",
    );
    expect(selectionLabel({ type: "outright", line: null }, { code: "c7", name: "Comets" }, t)).toBe(
      "Comets",
    );
  });

  it("titles a market with the home side's handicap or the total", () => {
    expect(marketTitle({ type: "asian_handicap", line: -2 }, t)).toBe("bo_book_type_asian_handicap(1) -0.5");
    expect(marketTitle({ type: "map_handicap", line: 6 }, t)).toBe("bo_book_type_map_handicap(1) +1.5");
    expect(marketTitle({ type: "over_under", line: 10 }, t)).toBe("bo_book_type_over_under(1) 2.5");
    expect(marketTitle({ type: "map_winner", line: null, map: 3 }, t)).toBe("bo_book_type_map_winner(3)");
  });
});
