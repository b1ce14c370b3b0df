import { fractionToNumber } from "../../fraction.ts";
import { SeededRandomSource } from "../../seeded-random-source.ts";
import type { TLotteryRules, TRtpRow } from "../bet-type.ts";

/** For tests: which pick sets a simulated bet type plays, and how many of them each round. */
export type TSimulationPlan = Readonly<Record<string, { pool: readonly string[][]; linesPerRound: number }>>;

const numbers = (digits: number) =>
  Array.from({ length: 10 ** digits }, (_, index) => [String(index).padStart(digits, "0")]);

/** Disjoint sets of k consecutive 2-digit numbers: 00–03, 04–07 … */
const sets = (size: number) =>
  Array.from({ length: Math.floor(100 / size) }, (_, block) =>
    Array.from({ length: size }, (_, index) => String(block * size + index).padStart(2, "0")),
  );

/**
 * Every number or disjoint set of each bet type in turn; rarer bets play more lines a round, to
 * bring their standard error within reach. Never every line of a group at once: all ten đầu digits
 * in one round would return exactly 98 % whatever the draw, and test nothing.
 */
export const VN_SIMULATION_PLAN: TSimulationPlan = {
  lo2: { pool: numbers(2), linesPerRound: 1 },
  lo3: { pool: numbers(3), linesPerRound: 2 },
  lo4: { pool: numbers(4), linesPerRound: 6 },
  de_special: { pool: numbers(2), linesPerRound: 2 },
  de_g7: { pool: numbers(2), linesPerRound: 2 },
  de_g8: { pool: numbers(2), linesPerRound: 2 },
  head: { pool: numbers(1), linesPerRound: 1 },
  tail: { pool: numbers(1), linesPerRound: 1 },
  three_cang: { pool: numbers(3), linesPerRound: 6 },
  four_cang: { pool: numbers(4), linesPerRound: 30 },
  xien2: { pool: sets(2), linesPerRound: 2 },
  xien3: { pool: sets(3), linesPerRound: 3 },
  xien4: { pool: sets(4), linesPerRound: 6 },
  slide4: { pool: sets(4), linesPerRound: 1 },
  slide8: { pool: sets(8), linesPerRound: 1 },
  slide10: { pool: sets(10), linesPerRound: 1 },
};

export type TSimulatedBet = {
  code: string;
  lines: number;
  /** The simulated return per unit staked, at the default odds. */
  sampleRtp: number;
  exactRtp: number;
  /**
   * An upper bound on the sample's standard error. A line's hits are a count of independent
   * indicators (one per prize number) or a single one, so their variance is at most their mean
   * E = RTP · cost / pays; the lines played in one round are different numbers or disjoint sets,
   * whose hits are negatively correlated (a result has only so many numbers), so the variance of
   * their sum is at most the sum of their variances. Hence SE ≤ (pays / cost) · √(E / lines).
   */
  standardErrorBound: number;
};

/**
 * Draws `rounds` results with the game's own `draw` from a seeded source and plays every bet type
 * on each, as `plan` says: round r plays pick sets r·k … r·k + k − 1 of its pool (k = lines per round,
 * wrapping round), each parsed to its first line, at the default odds.
 */
export function simulateVnBets<TResult>(
  rules: TLotteryRules<TResult>,
  rounds: number,
  seed: number,
  plan: TSimulationPlan = VN_SIMULATION_PLAN,
): TSimulatedBet[] {
  const bets = rules.betTypes.map((bet) => {
    const entry = plan[bet.code];
    if (entry === undefined) throw new RangeError(`no simulation plan for ${bet.code}`);
    const lines = entry.pool.map((picks) => {
      const parsed = bet.parse(picks);
      if (!parsed.ok) throw new RangeError(`${bet.code} refused ${picks.join()}: ${parsed.problem.code}`);
      return parsed.lines[0];
    });
    return { bet, lines, linesPerRound: entry.linesPerRound, hits: 0 };
  });
  const words = new SeededRandomSource(seed);
  for (let round = 0; round < rounds; round += 1) {
    const result = rules.draw(words);
    for (const played of bets) {
      for (let slot = 0; slot < played.linesPerRound; slot += 1) {
        const line = played.lines[(round * played.linesPerRound + slot) % played.lines.length];
        played.hits += played.bet.hits(result, line).hit ?? 0;
      }
    }
  }
  return bets.map(({ bet, hits, linesPerRound }) => {
    const lines = rounds * linesPerRound;
    const price = (bet.defaultOdds.pays.hit ?? 0) / bet.defaultOdds.cost;
    const exactRtp = fractionToNumber((bet.rtp(bet.defaultOdds)[0] as TRtpRow).rtp);
    const meanHits = exactRtp / price;
    return {
      code: bet.code,
      lines,
      sampleRtp: (hits / lines) * price,
      exactRtp,
      standardErrorBound: price * Math.sqrt(meanHits / lines),
    };
  });
}
