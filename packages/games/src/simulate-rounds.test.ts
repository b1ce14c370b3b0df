import { describe, expect, it } from "vitest";
import type { TParSheet } from "./par-sheet.ts";
import { SeededRandomSource } from "./seeded-random-source.ts";
import { addTotals, compareWithPar, EMPTY_TOTALS, simulateRounds } from "./simulate-rounds.ts";
import { windowModel } from "./testing/tiny-models.ts";

const PAR = { rtp: 0.96, volatility: 4 } as TParSheet;

describe("simulateRounds and compareWithPar", () => {
  it("adds up every round's stake and win", () => {
    // One-stop strips: every round shows W W W K A on the middle line, three wilds for 10 line bets.
    const model = windowModel(["W", "W", "W", "K", "A"]);
    const totals = simulateRounds(model, { lines: 1, betPerLine: 2 }, 30, new SeededRandomSource(5));
    expect(totals).toEqual({
      rounds: 30,
      staked: 60,
      won: 600,
      squaredWinRatios: 30 * 10 ** 2,
      hits: 30,
      freeSpinTriggers: 0,
      biggestWin: 20,
    });
    expect(addTotals(totals, totals)).toEqual({
      ...totals,
      rounds: 60,
      staked: 120,
      won: 1200,
      squaredWinRatios: 6000,
      hits: 60,
    });
  });

  it("accepts a sample RTP within 2.576 standard errors of the PAR RTP, and not beyond", () => {
    const rounds = 1_000_000;
    const standardError = PAR.volatility / Math.sqrt(rounds);
    const sample = (rtp: number) => ({ ...EMPTY_TOTALS, rounds, staked: rounds, won: rtp * rounds });
    expect(compareWithPar(PAR, sample(0.96 + 2.5 * standardError)).isWithin).toBe(true);
    expect(compareWithPar(PAR, sample(0.96 - 2.5 * standardError)).isWithin).toBe(true);
    expect(compareWithPar(PAR, sample(0.96 + 2.7 * standardError)).isWithin).toBe(false);
    expect(compareWithPar(PAR, sample(0.96 - 2.7 * standardError)).zScore).toBeCloseTo(-2.7, 9);
    expect(compareWithPar(PAR, sample(0.96)).halfWidth).toBeCloseTo(2.576 * standardError, 12);
  });
});
