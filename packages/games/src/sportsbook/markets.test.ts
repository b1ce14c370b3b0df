import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { settleSelection, type TMarket } from "./markets.ts";
import { returnOf } from "./outcomes.ts";

const score = (home: number, away: number) => ({ status: "final", home, away }) as const;

/** One market of each type with the selections it offers. */
const OFFERED: { market: TMarket; selections: unknown[] }[] = [
  { market: { type: "1x2" }, selections: ["home", "draw", "away"] },
  { market: { type: "double_chance" }, selections: ["1X", "12", "X2"] },
  { market: { type: "btts" }, selections: ["yes", "no"] },
  {
    market: { type: "correct_score", listed: [{ home: 1, away: 0 }], anyOther: true },
    selections: [{ home: 1, away: 0 }, "any_other"],
  },
  { market: { type: "odd_even" }, selections: ["odd", "even"] },
  { market: { type: "asian_handicap", line: -3 }, selections: ["home", "away"] },
  { market: { type: "over_under", line: 9 }, selections: ["over", "under"] },
  { market: { type: "outright", competitors: ["ana", "ben", "cai"], places: 1 }, selections: ["ana", "cai"] },
  { market: { type: "match_winner" }, selections: ["home", "away"] },
  { market: { type: "map_winner", map: 2 }, selections: ["home", "away"] },
  { market: { type: "map_handicap", line: -6 }, selections: ["home", "away"] },
  { market: { type: "total_maps", line: 10 }, selections: ["over", "under"] },
];

describe("settling any selection", () => {
  it("routes each market to its family", () => {
    expect(settleSelection({ type: "1x2" }, "draw", score(1, 1)).kind).toBe("win");
    expect(settleSelection({ type: "asian_handicap", line: -1 }, "home", score(1, 1)).kind).toBe("half_lose");
    expect(settleSelection({ type: "over_under", line: 11 }, "over", score(2, 1)).kind).toBe("half_win");
    expect(
      settleSelection({ type: "outright", competitors: ["ana", "ben", "cai"], places: 1 }, "ben", {
        status: "final",
        standings: [["ben"], ["ana"]],
      }).kind,
    ).toBe("win");
    expect(
      settleSelection({ type: "map_handicap", line: -6 }, "home", { status: "final", maps: ["home", "home"] })
        .kind,
    ).toBe("win");
  });

  it("ties the selection and the result to the market's type", () => {
    // @ts-expect-error: a 1X2 market has no "yes"
    expect(() => settleSelection({ type: "1x2" }, "yes", score(1, 0))).toThrow(/unknown selection "yes"/);
    // @ts-expect-error: a map handicap settles on maps, not goals
    expect(() => settleSelection({ type: "map_handicap", line: -6 }, "home", score(2, 0))).toThrow();
    expect(() => settleSelection({ type: "parlay" } as unknown as TMarket, "home", score(1, 0))).toThrow(
      /unknown market/,
    );
  });

  it("voids every offered selection on a cancelled or abandoned event, and pays back the stake", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OFFERED),
        fc.nat(9),
        fc.constantFrom("cancelled", "abandoned"),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 1001, max: 50_000 }),
        ({ market, selections }, pick, status, stake, odds) => {
          const selection = selections[pick % selections.length] as never;
          const outcome = settleSelection(market, selection, { status } as never);
          expect(outcome.kind).toBe("void");
          expect(returnOf(stake, odds, outcome)).toBe(stake);
        },
      ),
    );
  });

  it("still refuses a selection the market does not offer when the event is called off", () => {
    for (const { market } of OFFERED) {
      expect(() => settleSelection(market, "nonsense" as never, { status: "cancelled" })).toThrow(Error);
    }
  });

  it("settles exactly one 1X2 selection, and exactly one double-chance pair, a winner", () => {
    fc.assert(
      fc.property(fc.nat(9), fc.nat(9), (home, away) => {
        const wins = (["home", "draw", "away"] as const).filter(
          (pick) => settleSelection({ type: "1x2" }, pick, score(home, away)).kind === "win",
        );
        expect(wins).toHaveLength(1);
        const pairs = (["1X", "12", "X2"] as const).filter(
          (pick) => settleSelection({ type: "double_chance" }, pick, score(home, away)).kind === "win",
        );
        expect(pairs).toHaveLength(2);
      }),
    );
  });
});
