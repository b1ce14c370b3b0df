import { describe, expect, it } from "vitest";
import { settleGoalSelection, type TGoalMarket } from "./goal-markets.ts";
import type { TMatchResult } from "./results.ts";

function final(home: number, away: number): TMatchResult {
  return { status: "final", home, away };
}

function kind(market: TGoalMarket, selection: unknown, result: TMatchResult): string {
  return settleGoalSelection(market, selection, result).kind;
}

describe("goal markets", () => {
  it("settles 1X2 on the final score", () => {
    const market = { type: "1x2" } as const;
    expect(["home", "draw", "away"].map((pick) => kind(market, pick, final(2, 1)))).toEqual([
      "win",
      "lose",
      "lose",
    ]);
    expect(["home", "draw", "away"].map((pick) => kind(market, pick, final(1, 1)))).toEqual([
      "lose",
      "win",
      "lose",
    ]);
    expect(kind(market, "away", final(0, 3))).toBe("win");
  });

  it("settles double chance on two of the three results", () => {
    const market = { type: "double_chance" } as const;
    expect(["1X", "12", "X2"].map((pick) => kind(market, pick, final(2, 0)))).toEqual(["win", "win", "lose"]);
    expect(["1X", "12", "X2"].map((pick) => kind(market, pick, final(0, 0)))).toEqual(["win", "lose", "win"]);
    expect(["1X", "12", "X2"].map((pick) => kind(market, pick, final(1, 4)))).toEqual(["lose", "win", "win"]);
  });

  it("settles both teams to score", () => {
    const market = { type: "btts" } as const;
    expect(kind(market, "yes", final(1, 1))).toBe("win");
    expect(kind(market, "no", final(1, 1))).toBe("lose");
    expect(kind(market, "yes", final(3, 0))).toBe("lose");
    expect(kind(market, "no", final(0, 0))).toBe("win");
  });

  it("settles correct score, with any other score when offered", () => {
    const listed = [
      { home: 1, away: 0 },
      { home: 1, away: 1 },
      { home: 0, away: 0 },
    ];
    const market = { type: "correct_score", listed, anyOther: true } as const;
    expect(kind(market, { home: 1, away: 0 }, final(1, 0))).toBe("win");
    expect(kind(market, { home: 1, away: 0 }, final(0, 1))).toBe("lose");
    expect(kind(market, "any_other", final(0, 1))).toBe("win");
    expect(kind(market, "any_other", final(1, 1))).toBe("lose");
    expect(() => kind({ type: "correct_score", listed }, "any_other", final(3, 3))).toThrow(/any_other/);
    expect(() => kind(market, { home: 5, away: 0 }, final(5, 0))).toThrow(/not listed/);
    expect(() => kind(market, "1-0", final(1, 0))).toThrow(/unknown selection/);
    expect(() => kind({ type: "correct_score" } as never, "any_other", final(1, 0))).toThrow(/listed scores/);
    expect(() => kind({ type: "correct_score", listed: [] }, { home: 0, away: 0 }, final(0, 0))).toThrow();
    expect(() =>
      kind({ type: "correct_score", listed: [listed[0], listed[0]] } as never, listed[0], final(1, 0)),
    ).toThrow(/each listed once/);
  });

  it("settles odd/even on total goals, nil being even", () => {
    const market = { type: "odd_even" } as const;
    expect(kind(market, "odd", final(2, 1))).toBe("win");
    expect(kind(market, "even", final(2, 1))).toBe("lose");
    expect(kind(market, "even", final(0, 0))).toBe("win");
    expect(kind(market, "even", final(2, 2))).toBe("win");
  });

  it("voids every selection when the match is called off", () => {
    expect(kind({ type: "1x2" }, "home", { status: "cancelled" })).toBe("void");
    expect(kind({ type: "btts" }, "no", { status: "abandoned" })).toBe("void");
  });

  it("refuses unknown selections, impossible scores and unknown markets", () => {
    expect(() => kind({ type: "1x2" }, "x", final(1, 0))).toThrow(/unknown selection "x" for the 1x2 market/);
    expect(() => kind({ type: "1x2" }, "draw", { status: "cancelled" })).not.toThrow();
    expect(() => kind({ type: "1x2" }, "tie", { status: "cancelled" })).toThrow(/unknown selection/);
    expect(() => kind({ type: "1x2" }, "home", final(-1, 0))).toThrow(/non-negative/);
    expect(() => kind({ type: "1x2" }, "home", final(1.5, 0))).toThrow(RangeError);
    expect(() => kind({ type: "1x2" }, "home", { status: "postponed" } as never)).toThrow(
      /unknown result status/,
    );
    expect(() => kind({ type: "corners" } as never, "home", final(1, 0))).toThrow(/unknown goal market/);
  });
});
