import type { TWordSource } from "../../../rng.ts";
import { SeededRandomSource } from "../../../seeded-random-source.ts";
import type { TBetOdds, THits } from "../../bet-type.ts";

/** A line to follow through a simulation: what it hits in a result, and its price. */
export type TSimulatedLine<TResult> = { hits(result: TResult): THits; odds: TBetOdds };

/**
 * For tests: draws `rounds` results with `draw` from `SeededRandomSource(seed)` and returns each
 * line's mean return per unit staked: each hit pays its price over the cost, as `lineReturn`
 * pays a stake of one cost (summed as doubles, exact far past any count a test reaches).
 */
export function simulateMeanReturns<TResult>(
  draw: (words: TWordSource) => TResult,
  seed: number,
  rounds: number,
  lines: readonly TSimulatedLine<TResult>[],
): number[] {
  const words = new SeededRandomSource(seed);
  const returned = lines.map(() => 0);
  for (let round = 0; round < rounds; round += 1) {
    const result = draw(words);
    lines.forEach((line, index) => {
      const hits = line.hits(result);
      for (const key in hits) {
        const price = line.odds.pays[key];
        if (price === undefined) throw new RangeError(`no price for the payout key ${key}`);
        returned[index] = (returned[index] as number) + (hits[key] as number) * price;
      }
    });
  }
  return lines.map((line, index) => (returned[index] as number) / line.odds.cost / rounds);
}

/**
 * How far a simulated mean return may stray from the exact RTP: five standard errors. A line's
 * return X per unit lies in {0} ∪ (0, m] with m its largest price over cost, so X² ≤ m·X and
 * Var X ≤ E[X²] ≤ m·RTP; the mean of n rounds has a standard error of at most √(m·RTP / n).
 * A fair draw strays past five of them about once in 1.7 million runs (normal tail), and the
 * seed is fixed, so the test does not flicker.
 */
export function simulationTolerance(odds: TBetOdds, rtp: number, rounds: number): number {
  const largestPrice = Math.max(...Object.values(odds.pays)) / odds.cost;
  return 5 * Math.sqrt((largestPrice * rtp) / rounds);
}
