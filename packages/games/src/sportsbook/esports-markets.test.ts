import { describe, expect, it } from "vitest";
import { settleEsportsSelection, type TEsportsMarket } from "./esports-markets.ts";
import type { TSeriesResult, TSide } from "./results.ts";

function series(...maps: TSide[]): TSeriesResult {
  return { status: "final", maps };
}

function kind(market: TEsportsMarket, selection: unknown, result: TSeriesResult): string {
  return settleEsportsSelection(market, selection, result).kind;
}

describe("esports markets", () => {
  it("settles the series winner on maps won, voiding a level series", () => {
    const market = { type: "match_winner" } as const;
    expect(kind(market, "home", series("home", "away", "home"))).toBe("win");
    expect(kind(market, "away", series("home", "away", "home"))).toBe("lose");
    expect(kind(market, "away", series("away", "away"))).toBe("win");
    expect(kind(market, "home", series("home", "away"))).toBe("void"); // best of two, 1–1
  });

  it("settles one map's winner, voiding a map not played", () => {
    const result = series("home", "away");
    expect(kind({ type: "map_winner", map: 1 }, "home", result)).toBe("win");
    expect(kind({ type: "map_winner", map: 2 }, "home", result)).toBe("lose");
    expect(kind({ type: "map_winner", map: 3 }, "away", result)).toBe("void");
  });

  it("settles a handicap on maps won", () => {
    const minusOneAndHalf = { type: "map_handicap", line: -6 } as const;
    expect(kind(minusOneAndHalf, "home", series("home", "home"))).toBe("win"); // 2–0
    expect(kind(minusOneAndHalf, "home", series("home", "away", "home"))).toBe("lose"); // 2–1
    expect(kind({ type: "map_handicap", line: 6 }, "away", series("home", "away", "home"))).toBe("win");
    expect(kind({ type: "map_handicap", line: 6 }, "away", series("home", "home"))).toBe("lose");
    expect(kind({ type: "map_handicap", line: -4 }, "home", series("home", "away", "home"))).toBe("push");
    expect(kind({ type: "map_handicap", line: -5 }, "home", series("home", "away", "home"))).toBe(
      "half_lose",
    );
    expect(kind({ type: "map_handicap", line: -3 }, "home", series("home", "away", "home"))).toBe("half_win");
  });

  it("settles over/under on maps played", () => {
    expect(kind({ type: "total_maps", line: 10 }, "over", series("home", "away", "home"))).toBe("win");
    expect(kind({ type: "total_maps", line: 10 }, "under", series("home", "home"))).toBe("win");
    expect(kind({ type: "total_maps", line: 12 }, "over", series("home", "away", "home"))).toBe("push");
    expect(kind({ type: "total_maps", line: 9 }, "over", series("home", "home"))).toBe("half_lose");
  });

  it("voids every selection on a called-off series", () => {
    for (const market of [
      { type: "match_winner" },
      { type: "map_winner", map: 1 },
      { type: "map_handicap", line: -6 },
    ] as const) {
      expect(kind(market, "home", { status: "cancelled" })).toBe("void");
    }
    expect(kind({ type: "total_maps", line: 10 }, "over", { status: "abandoned" })).toBe("void");
  });

  it("refuses impossible markets, selections and results", () => {
    expect(() => kind({ type: "match_winner" }, "draw", series("home"))).toThrow(/unknown selection "draw"/);
    expect(() => kind({ type: "map_winner", map: 0 }, "home", series("home"))).toThrow(RangeError);
    expect(() => kind({ type: "map_handicap", line: 1.5 }, "home", series("home"))).toThrow(RangeError);
    expect(() => kind({ type: "total_maps", line: 0 }, "over", series("home"))).toThrow(RangeError);
    expect(() => kind({ type: "total_maps", line: 10 }, "home", series("home"))).toThrow(/unknown selection/);
    expect(() => kind({ type: "match_winner" }, "home", series("home", "draw" as TSide))).toThrow(
      /home or away/,
    );
    expect(() => kind({ type: "match_winner" }, "home", { status: "final" } as never)).toThrow(/maps played/);
    expect(() => kind({ type: "kills" } as never, "home", series("home"))).toThrow(/unknown esports market/);
  });
});
