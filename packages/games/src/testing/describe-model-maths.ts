import { beforeAll, describe, expect, it } from "vitest";
import { computeParSheet, type TParSheet } from "../par-sheet.ts";
import { SeededRandomSource } from "../seeded-random-source.ts";
import { compareWithPar, simulateRounds } from "../simulate-rounds.ts";
import type { TSlotModel, TVolatility } from "../slot-model.ts";

/** The figures the README publishes for a model, rounded as printed there. */
export type TPublishedPar = {
  rtp: number;
  hitFrequency: number;
  volatility: number;
  maxWin: number;
  freeSpinTriggerFrequency: number;
};

/** What each volatility label promises, as the standard deviation of a round's win in total bets. */
const VOLATILITY_BANDS: Record<TVolatility, [number, number]> = {
  low: [0, 5],
  medium: [5, 10],
  high: [10, Number.POSITIVE_INFINITY],
};

/** Enough to catch `spin` drifting from the PAR sheet; the bench plays 100 million per model. */
const SIMULATED_ROUNDS = 1_000_000;
const Z_99 = 2.576;

/**
 * The tests every maths model must pass: its exact PAR sheet is the published one, its RTP is
 * in the allowed range, its volatility matches its label, and a million rounds played
 * through `spin` land inside the 99 % intervals the PAR sheet predicts.
 */
export function describeModelMaths(model: TSlotModel, published: TPublishedPar, seed: number): void {
  describe(`${model.spec.name} maths`, () => {
    let par: TParSheet;
    beforeAll(() => {
      par = computeParSheet(model);
    }, 30_000);

    it("has the PAR sheet the README publishes", () => {
      expect(par.rtp).toBeCloseTo(published.rtp, 6);
      expect(par.hitFrequency).toBeCloseTo(published.hitFrequency, 6);
      expect(par.volatility).toBeCloseTo(published.volatility, 4);
      expect(par.maxWin).toBe(published.maxWin);
      expect(par.freeSpinTriggerFrequency).toBeCloseTo(published.freeSpinTriggerFrequency, 6);
    });

    it("returns between 94 % and 97 % of stakes, the jackpot share aside", () => {
      expect(par.rtp).toBeGreaterThanOrEqual(0.94);
      expect(par.rtp).toBeLessThanOrEqual(0.97);
      expect(par.rtpFromLines + par.rtpFromScatters + par.rtpFromFreeSpins).toBeCloseTo(par.rtp, 12);
    });

    it(`is as volatile as its label says (${model.spec.volatility})`, () => {
      const [lowest, highest] = VOLATILITY_BANDS[model.spec.volatility];
      expect(par.volatility).toBeGreaterThanOrEqual(lowest);
      expect(par.volatility).toBeLessThan(highest);
    });

    it(`lands within the PAR sheet's 99 % intervals over ${SIMULATED_ROUNDS.toLocaleString("en")} seeded rounds`, {
      timeout: 60_000,
    }, () => {
      const bet = { lines: model.spec.maxLines, betPerLine: model.spec.betPerLineOptions[0] ?? 1 };
      const totals = simulateRounds(model, bet, SIMULATED_ROUNDS, new SeededRandomSource(seed));
      const agreement = compareWithPar(par, totals);
      expect(agreement.isWithin, `simulated RTP ${agreement.simulatedRtp}, z = ${agreement.zScore}`).toBe(
        true,
      );
      expectProportionWithin(totals.hits, totals.rounds, par.hitFrequency);
      expectProportionWithin(totals.freeSpinTriggers, totals.rounds, par.freeSpinTriggerFrequency);
      expect(totals.biggestWin / (bet.lines * bet.betPerLine)).toBeLessThanOrEqual(par.maxWin);
    });
  });
}

/** A binomial count within 2.576 standard errors of what the PAR sheet predicts. */
function expectProportionWithin(count: number, rounds: number, expected: number): void {
  const standardError = Math.sqrt((expected * (1 - expected)) / rounds);
  expect(Math.abs(count / rounds - expected)).toBeLessThanOrEqual(Z_99 * standardError);
}
