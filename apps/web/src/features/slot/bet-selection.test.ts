import { describe, expect, it } from "vitest";
import { initialBet, isBetAllowed, stepBetPerLine, stepLines, totalBet } from "./bet-selection.ts";

const WILD_RIDE = { maxLines: 10, betPerLineOptions: [1, 2, 5, 10, 25, 50, 100, 250], minBet: 10 };

describe("slot bet selection", () => {
  it("opens at the smallest total that reaches the minimum, preferring more lines", () => {
    expect(initialBet(WILD_RIDE)).toEqual({ lines: 10, betPerLine: 1 });
    expect(initialBet({ ...WILD_RIDE, minBet: 50 })).toEqual({ lines: 10, betPerLine: 5 });
    expect(initialBet({ maxLines: 25, betPerLineOptions: [1, 2, 4, 10], minBet: 20 })).toEqual({
      lines: 20,
      betPerLine: 1,
    });
  });

  it("rounds up to the next reachable total when the minimum is not an exact product", () => {
    const bet = initialBet({ maxLines: 3, betPerLineOptions: [4, 10], minBet: 13 });
    expect(bet).toEqual({ lines: 2, betPerLine: 10 });
    expect(totalBet(bet ?? { lines: 0, betPerLine: 0 })).toBe(20);
  });

  it("answers null when no bet reaches the minimum", () => {
    expect(initialBet({ maxLines: 2, betPerLineOptions: [1, 2], minBet: 10 })).toBeNull();
  });

  it("steps lines and line bets only to bets the game takes", () => {
    const bet = { lines: 10, betPerLine: 1 };
    expect(stepLines(WILD_RIDE, bet, 1)).toBe(bet);
    expect(stepLines(WILD_RIDE, bet, -1)).toBe(bet);
    const higher = stepBetPerLine(WILD_RIDE, bet, 1);
    expect(higher).toEqual({ lines: 10, betPerLine: 2 });
    expect(stepLines(WILD_RIDE, higher, -1)).toEqual({ lines: 9, betPerLine: 2 });
    expect(stepBetPerLine(WILD_RIDE, bet, -1)).toBe(bet);
    expect(stepBetPerLine(WILD_RIDE, { lines: 10, betPerLine: 250 }, 1)).toEqual({
      lines: 10,
      betPerLine: 250,
    });
  });

  it("checks a bet against the game's rules", () => {
    expect(isBetAllowed(WILD_RIDE, { lines: 10, betPerLine: 1 })).toBe(true);
    expect(isBetAllowed(WILD_RIDE, { lines: 11, betPerLine: 1 })).toBe(false);
    expect(isBetAllowed(WILD_RIDE, { lines: 5, betPerLine: 3 })).toBe(false);
    expect(isBetAllowed(WILD_RIDE, { lines: 5, betPerLine: 1 })).toBe(false);
  });
});
