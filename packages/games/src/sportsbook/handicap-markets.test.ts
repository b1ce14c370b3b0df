import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { settleHandicapSelection, settleTotal, type THandicapMarket } from "./handicap-markets.ts";
import { returnOf } from "./outcomes.ts";
import type { TMatchResult } from "./results.ts";

function final(home: number, away: number): TMatchResult {
  return { status: "final", home, away };
}

function handicap(line: number, side: string, result: TMatchResult): string {
  return settleHandicapSelection({ type: "asian_handicap", line }, side, result).kind;
}

function total(line: number, pick: string, result: TMatchResult): string {
  return settleHandicapSelection({ type: "over_under", line }, pick, result).kind;
}

describe("Asian handicap", () => {
  it("settles whole and half lines as win, push or lose", () => {
    expect(handicap(-2, "home", final(1, 0))).toBe("win"); // −0.5, won by one
    expect(handicap(-2, "home", final(1, 1))).toBe("lose");
    expect(handicap(0, "home", final(1, 1))).toBe("push"); // level ball
    expect(handicap(-4, "home", final(2, 1))).toBe("push"); // −1, won by one
    expect(handicap(-4, "home", final(3, 1))).toBe("win");
    expect(handicap(4, "away", final(2, 1))).toBe("push"); // +1, lost by one
    expect(handicap(6, "away", final(2, 1))).toBe("win"); // +1.5, lost by one
    expect(handicap(-6, "away", final(0, 1))).toBe("lose"); // away −1.5, won by one
  });

  it("splits quarter lines over the two neighbouring lines", () => {
    expect(handicap(-1, "home", final(1, 1))).toBe("half_lose"); // −0.25 on a draw
    expect(handicap(-1, "home", final(2, 1))).toBe("win");
    expect(handicap(1, "away", final(1, 1))).toBe("half_win"); // +0.25 on a draw
    expect(handicap(-3, "home", final(2, 1))).toBe("half_win"); // −0.75 winning by one
    expect(handicap(-3, "home", final(3, 1))).toBe("win");
    expect(handicap(-3, "away", final(0, 1))).toBe("half_win");
    expect(handicap(1, "home", final(0, 1))).toBe("lose"); // +0.25 on a one-goal loss
    expect(handicap(3, "home", final(0, 1))).toBe("half_lose"); // +0.75 on a one-goal loss
    expect(handicap(-5, "home", final(2, 1))).toBe("half_lose"); // −1.25 winning by one
    expect(handicap(-7, "home", final(3, 1))).toBe("half_win"); // −1.75 winning by two
  });

  it("pays a quarter line the average of its two neighbours, within one minor unit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -12, max: 12 }).map((half) => 2 * half + 1),
        fc.constantFrom("home", "away"),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1001, max: 10_000 }),
        (line, side, home, away, stake, odds) => {
          const paid = (at: number) =>
            returnOf(
              stake,
              odds,
              settleHandicapSelection({ type: "asian_handicap", line: at }, side, final(home, away)),
            );
          expect(Math.abs(2 * paid(line) - paid(line - 1) - paid(line + 1))).toBeLessThanOrEqual(2);
        },
      ),
    );
  });

  it("gives the two sides of one line opposite results", () => {
    fc.assert(
      fc.property(fc.integer({ min: -24, max: 24 }), fc.nat(8), fc.nat(8), (line, home, away) => {
        const opposite = {
          win: "lose",
          half_win: "half_lose",
          push: "push",
          half_lose: "half_win",
          lose: "win",
        };
        const onHome = handicap(line, "home", final(home, away)) as keyof typeof opposite;
        expect(handicap(-line, "away", final(home, away))).toBe(opposite[onHome]);
      }),
    );
  });
});

describe("over/under total goals", () => {
  it("settles whole, half and quarter lines", () => {
    expect(total(10, "over", final(2, 1))).toBe("win"); // over 2.5, 3 goals
    expect(total(10, "under", final(2, 1))).toBe("lose");
    expect(total(12, "over", final(2, 1))).toBe("push"); // over 3, 3 goals
    expect(total(9, "over", final(1, 1))).toBe("half_lose"); // over 2.25, 2 goals
    expect(total(9, "under", final(1, 1))).toBe("half_win");
    expect(total(11, "over", final(2, 1))).toBe("half_win"); // over 2.75, 3 goals
    expect(total(11, "under", final(2, 1))).toBe("half_lose");
    expect(total(11, "over", final(1, 1))).toBe("lose");
    expect(total(9, "over", final(2, 1))).toBe("win");
    expect(total(2, "under", final(0, 0))).toBe("win"); // under 0.5
  });

  it("matches the shared total rule", () => {
    expect(settleTotal(3, 11, "over").kind).toBe("half_win");
    expect(settleTotal(2, 9, "under").kind).toBe("half_win");
  });
});

describe("line markets, guarded", () => {
  it("void on a called-off match", () => {
    expect(handicap(-3, "home", { status: "cancelled" })).toBe("void");
    expect(total(10, "under", { status: "abandoned" })).toBe("void");
  });

  it("refuse impossible lines, selections and scores", () => {
    expect(() => handicap(-2.5, "home", final(1, 0))).toThrow(RangeError);
    expect(() => handicap(-2, "draw", final(1, 0))).toThrow(
      /unknown selection "draw" for the asian_handicap/,
    );
    expect(() => total(0, "over", final(1, 0))).toThrow(RangeError);
    expect(() => total(-4, "under", final(1, 0))).toThrow(RangeError);
    expect(() => total(10, "exactly", final(1, 0))).toThrow(/unknown selection/);
    expect(() => total(10, "over", final(1, -1))).toThrow(/non-negative/);
    expect(() =>
      settleHandicapSelection(
        { type: "european_handicap" } as unknown as THandicapMarket,
        "home",
        final(1, 0),
      ),
    ).toThrow(/unknown line market/);
  });
});
