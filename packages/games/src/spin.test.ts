import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BALANCED } from "./models/balanced.ts";
import { SLOT_MODELS } from "./models/slot-models.ts";
import { SeededRandomSource } from "./seeded-random-source.ts";
import { JACKPOT_POOL_UNITS_PER_MINOR, spin, type TRoundResult, type TSpinOutcome } from "./spin.ts";
import { scriptedRandomSource } from "./testing/scripted-random-source.ts";
import { windowModel } from "./testing/tiny-models.ts";

const NO_WIN = ["K K K", "A A A", "H H H", "K K K", "A A A"];
const THREE_SCATTERS = ["S K A", "A A A", "S H H", "K K K", "S A A"];

function linesAndScatter(outcome: TSpinOutcome): number {
  return outcome.lineWins.reduce((sum, lineWin) => sum + lineWin.win, 0) + outcome.scatter.win;
}

describe("spin: one round, free spins included", () => {
  it("takes one stop per reel from the random source, in reel order, and shows that window", () => {
    const model = windowModel(["K A H W", "A A A", "H H H", "K K K", "A A A"]);
    const rng = scriptedRandomSource([3, 1, 2, 0, 1]);
    const round = spin(model, { lines: 1, betPerLine: 1 }, rng);
    expect(rng.ranges).toEqual([4, 3, 3, 3, 3]);
    expect(round.base.stops).toEqual([3, 1, 2, 0, 1]);
    expect(round.base.window[0]).toEqual(["W", "K", "A"]);
  });

  it("pays line wins in line bets and scatter wins in total bets, in minor units", () => {
    const model = windowModel(["K A S", "A A K", "K A H", "K K K", "A H H"]);
    const round = spin(model, { lines: 3, betPerLine: 5 }, scriptedRandomSource());
    expect(round.totalBet).toBe(15);
    // Middle row A A A K H: three aces pay 2 line bets of 5.
    expect(round.base.lineWins).toEqual([{ line: 1, symbol: "A", count: 3, win: 10 }]);
    expect(round.base.scatter).toEqual({ count: 1, win: 0 });
    expect(round.totalWin).toBe(10);
    expect(round.freeSpins).toBeNull();
  });

  it("plays the awarded free spins inside the round, on their own strips, multiplied", () => {
    // Free-spin strips are all wilds: every line pays five wilds (200 line bets), doubled.
    const model = windowModel(THREE_SCATTERS);
    const round = spin(model, { lines: 5, betPerLine: 2 }, scriptedRandomSource());
    expect(round.base.scatter).toEqual({ count: 3, win: 2 * 10 });
    expect(round.base.freeSpinsAwarded).toBe(2);
    expect(round.freeSpins?.awarded).toBe(2);
    expect(round.freeSpins?.spins).toHaveLength(2);
    const perSpin = 5 * 200 * 2 * 2;
    expect(round.freeSpins?.spins.map((freeSpin) => freeSpin.win)).toEqual([perSpin, perSpin]);
    expect(round.totalWin).toBe(round.base.win + 2 * perSpin);
  });

  it("retriggers free spins until the round's cap, and never beyond it", () => {
    const model = windowModel(THREE_SCATTERS, {
      freeSpinStrips: THREE_SCATTERS,
      freeSpins: { awards: { 3: 2, 4: 3, 5: 5 }, multiplier: 1, retrigger: { maxSpinsPerRound: 7 } },
    });
    const round = spin(model, { lines: 1, betPerLine: 1 }, scriptedRandomSource());
    // Every free spin shows three scatters: 2 awarded, +2, +2, then +1 to reach the cap of 7.
    expect(round.freeSpins?.awarded).toBe(7);
    expect(round.freeSpins?.spins.map((freeSpin) => freeSpin.freeSpinsAwarded)).toEqual([
      2, 2, 1, 0, 0, 0, 0,
    ]);
  });

  it("does not retrigger when the model says so, and multiplies scatter wins in free spins too", () => {
    const model = windowModel(THREE_SCATTERS, { freeSpinStrips: THREE_SCATTERS });
    const round = spin(model, { lines: 5, betPerLine: 1 }, scriptedRandomSource());
    expect(round.freeSpins?.spins.map((freeSpin) => freeSpin.freeSpinsAwarded)).toEqual([0, 0]);
    // Three scatters pay 2 total bets of 5, doubled in free spins; the window pays no line.
    const scatterWin = { count: 3, win: 2 * 5 * 2 };
    expect(round.freeSpins?.spins.map((freeSpin) => [freeSpin.scatter, freeSpin.win])).toEqual([
      [scatterWin, 20],
      [scatterWin, 20],
    ]);
  });

  it("refuses lines or a bet per line the model does not offer", () => {
    const model = windowModel(NO_WIN);
    const rng = scriptedRandomSource();
    expect(() => spin(model, { lines: 0, betPerLine: 1 }, rng)).toThrow(RangeError);
    expect(() => spin(model, { lines: 6, betPerLine: 1 }, rng)).toThrow(RangeError);
    expect(() => spin(model, { lines: 2.5, betPerLine: 1 }, rng)).toThrow(RangeError);
    expect(() => spin(model, { lines: 1, betPerLine: 3 }, rng)).toThrow(RangeError);
    expect(rng.ranges).toEqual([]);
  });
});

describe("spin: the jackpot share and draw", () => {
  const jackpot = { contributionBasisPoints: 150, oneInRoundsAtMaxBet: 1_000 };
  const model = windowModel(NO_WIN, { jackpot });

  it("sends the exact basis-point share of the stake to the pool, in pool units", () => {
    const round = spin(model, { lines: 3, betPerLine: 1 }, scriptedRandomSource());
    // 1.5 % of 3 minor units is 0.045 minor units: 450 pool units, nothing rounded away.
    expect(round.jackpot?.contributionPoolUnits).toBe(450);
    expect(450 / JACKPOT_POOL_UNITS_PER_MINOR).toBe(3 * 0.015);
  });

  it("draws after the reels: 1 in N, then scaled by the stake against the highest bet", () => {
    // Highest total bet here is 5 lines × 5 = 25; a 3-unit stake keeps 3 of its 25 chances.
    const drawn = (answers: number[]) => {
      const rng = scriptedRandomSource([0, 0, 0, 0, 0, ...answers]);
      const round = spin(model, { lines: 3, betPerLine: 1 }, rng);
      return { isHit: round.jackpot?.isHit, ranges: rng.ranges.slice(5) };
    };
    expect(drawn([0, 2])).toEqual({ isHit: true, ranges: [1_000, 25] });
    expect(drawn([0, 3])).toEqual({ isHit: false, ranges: [1_000, 25] });
    expect(drawn([1])).toEqual({ isHit: false, ranges: [1_000] });
  });

  it("is absent for a model without a jackpot", () => {
    expect(spin(windowModel(NO_WIN), { lines: 1, betPerLine: 1 }, scriptedRandomSource()).jackpot).toBeNull();
  });
});

describe("spin: properties over real models and random seeds", () => {
  const anyRound = fc.record({
    modelIndex: fc.integer({ min: 0, max: SLOT_MODELS.length - 1 }),
    seed: fc.integer({ min: 0, max: 2 ** 31 }),
    lineShare: fc.double({ min: 0, max: 1, noNaN: true }),
  });
  const play = (modelIndex: number, seed: number, lineShare: number, betPerLine?: number): TRoundResult => {
    const model = SLOT_MODELS[modelIndex] ?? BALANCED;
    const lines = 1 + Math.floor(lineShare * (model.spec.maxLines - 1));
    return spin(model, { lines, betPerLine: betPerLine ?? 1 }, new SeededRandomSource(seed));
  };

  it("is deterministic: the same seed replays the same round", () => {
    fc.assert(
      fc.property(anyRound, ({ modelIndex, seed, lineShare }) => {
        expect(play(modelIndex, seed, lineShare)).toEqual(play(modelIndex, seed, lineShare));
      }),
    );
  });

  it("adds up: the total is the base spin plus every free spin, each its lines plus its scatter", () => {
    fc.assert(
      fc.property(anyRound, ({ modelIndex, seed, lineShare }) => {
        const round = play(modelIndex, seed, lineShare);
        const spins = [round.base, ...(round.freeSpins?.spins ?? [])];
        for (const outcome of spins) expect(outcome.win).toBe(linesAndScatter(outcome));
        expect(round.totalWin).toBe(spins.reduce((sum, outcome) => sum + outcome.win, 0));
        expect(round.freeSpins?.spins.length ?? 0).toBe(round.freeSpins?.awarded ?? 0);
        expect(Number.isSafeInteger(round.totalWin) && round.totalWin >= 0).toBe(true);
      }),
    );
  });

  it("scales every win exactly with the bet per line", () => {
    fc.assert(
      fc.property(anyRound, fc.integer({ min: 1, max: 6 }), ({ modelIndex, seed, lineShare }, option) => {
        const model = SLOT_MODELS[modelIndex] ?? BALANCED;
        const betPerLine = model.spec.betPerLineOptions[option] ?? 1;
        const one = play(modelIndex, seed, lineShare, 1);
        const more = play(modelIndex, seed, lineShare, betPerLine);
        expect(more.totalWin).toBe(one.totalWin * betPerLine);
        expect(more.base.lineWins.map((lineWin) => lineWin.win)).toEqual(
          one.base.lineWins.map((lineWin) => lineWin.win * betPerLine),
        );
      }),
    );
  });

  it("finds free spins within a few thousand seeded rounds of every model, and caps them", () => {
    for (const model of SLOT_MODELS) {
      const rng = new SeededRandomSource(99);
      let triggered: TRoundResult | undefined;
      for (let round = 0; round < 20_000 && !triggered; round++) {
        const result = spin(model, { lines: model.spec.maxLines, betPerLine: 1 }, rng);
        if (result.freeSpins) triggered = result;
      }
      expect(triggered?.freeSpins?.awarded).toBeGreaterThan(0);
      expect(triggered?.freeSpins?.awarded).toBeLessThanOrEqual(model.maxFreeSpinsPerRound);
    }
  });
});
