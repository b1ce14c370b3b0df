import { describe, expect, it } from "vitest";
import { scoreOfCode, settleStoredSelection, type TStoredMarket } from "./stored-market.ts";

const market = (type: string, extra: Partial<TStoredMarket> = {}): TStoredMarket => ({
  type,
  line: null,
  map: null,
  places: null,
  codes: [],
  ...extra,
});
const final = (home: number, away: number) => ({ status: "final" as const, home, away });

describe("stored markets", () => {
  it("reads handicap lines as the home side's, the away selection at the opposite line", () => {
    // Home −0.25 (line −1), the match drawn: home half loses, away (+0.25) half wins.
    const ah = market("asian_handicap", { line: -1 });
    expect(settleStoredSelection(ah, "home", final(1, 1)).kind).toBe("half_lose");
    expect(settleStoredSelection(ah, "away", final(1, 1)).kind).toBe("half_win");
    const maps = market("map_handicap", { line: -6 });
    expect(settleStoredSelection(maps, "home", { status: "final", maps: ["home", "home"] }).kind).toBe("win");
    expect(
      settleStoredSelection(maps, "away", { status: "final", maps: ["home", "away", "home"] }).kind,
    ).toBe("win");
  });
  it("settles over/under and the score markets from their codes", () => {
    expect(settleStoredSelection(market("over_under", { line: 10 }), "over", final(2, 1)).kind).toBe("win");
    const cs = market("correct_score", { codes: ["1-0", "2-1", "any_other"] });
    expect(settleStoredSelection(cs, "2-1", final(2, 1)).kind).toBe("win");
    expect(settleStoredSelection(cs, "any_other", final(4, 0)).kind).toBe("win");
    expect(settleStoredSelection(cs, "1-0", final(4, 0)).kind).toBe("lose");
    expect(settleStoredSelection(market("1x2"), "draw", final(0, 0)).kind).toBe("win");
  });
  it("settles outrights with their codes as the field, and map winners by map", () => {
    const outright = market("outright", { places: 1, codes: ["A", "B", "C"] });
    expect(
      settleStoredSelection(outright, "B", { status: "final", standings: [["A", "B"], ["C"]] }).kind,
    ).toBe("dead_heat");
    const map2 = market("map_winner", { map: 2 });
    expect(settleStoredSelection(map2, "away", { status: "final", maps: ["home", "away"] }).kind).toBe("win");
    expect(
      settleStoredSelection(market("map_winner", { map: 3 }), "away", {
        status: "final",
        maps: ["home", "home"],
      }).kind,
    ).toBe("void");
  });
  it("voids everything on a cancelled event and refuses an unknown market", () => {
    expect(settleStoredSelection(market("btts"), "yes", { status: "cancelled" }).kind).toBe("void");
    expect(() => settleStoredSelection(market("corners"), "yes", final(1, 1))).toThrow();
    expect(scoreOfCode("10-2")).toEqual({ home: 10, away: 2 });
    expect(scoreOfCode("x")).toBeNull();
  });
});
