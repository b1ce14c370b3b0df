import type { TParSheet } from "./par-sheet.ts";
import type { TRandomSource } from "./rng.ts";
import type { TSlotModel } from "./slot-model.ts";
import { spin, type TBet } from "./spin.ts";

/** Running sums over simulated rounds; plain numbers so they can cross a worker boundary. */
export type TSimulationTotals = {
  rounds: number;
  /** Sum of every round's total bet, in minor units. */
  staked: number;
  won: number;
  /** Sum of (round win / total bet)², for the sample's own standard deviation. */
  squaredWinRatios: number;
  hits: number;
  freeSpinTriggers: number;
  biggestWin: number;
};

export const EMPTY_TOTALS: TSimulationTotals = {
  rounds: 0,
  staked: 0,
  won: 0,
  squaredWinRatios: 0,
  hits: 0,
  freeSpinTriggers: 0,
  biggestWin: 0,
};

/** Plays `rounds` real rounds through `spin` and adds them up. */
export function simulateRounds(
  model: TSlotModel,
  bet: TBet,
  rounds: number,
  rng: TRandomSource,
): TSimulationTotals {
  const totals = { ...EMPTY_TOTALS };
  for (let round = 0; round < rounds; round++) {
    const result = spin(model, bet, rng);
    const ratio = result.totalWin / result.totalBet;
    totals.rounds += 1;
    totals.staked += result.totalBet;
    totals.won += result.totalWin;
    totals.squaredWinRatios += ratio * ratio;
    if (result.totalWin > 0) totals.hits += 1;
    if (result.freeSpins) totals.freeSpinTriggers += 1;
    if (result.totalWin > totals.biggestWin) totals.biggestWin = result.totalWin;
  }
  return totals;
}

export function addTotals(a: TSimulationTotals, b: TSimulationTotals): TSimulationTotals {
  return {
    rounds: a.rounds + b.rounds,
    staked: a.staked + b.staked,
    won: a.won + b.won,
    squaredWinRatios: a.squaredWinRatios + b.squaredWinRatios,
    hits: a.hits + b.hits,
    freeSpinTriggers: a.freeSpinTriggers + b.freeSpinTriggers,
    biggestWin: Math.max(a.biggestWin, b.biggestWin),
  };
}

/** 99 % two-sided normal quantile. */
const Z_99 = 2.576;

export type TParAgreement = {
  simulatedRtp: number;
  /** Half-width of the 99 % interval around the PAR RTP: 2.576 · σ / √n, σ from the PAR sheet. */
  halfWidth: number;
  /** (simulated − PAR) in standard errors. */
  zScore: number;
  isWithin: boolean;
};

/** Whether the simulated RTP lands where the exact PAR sheet says 99 % of such samples land. */
export function compareWithPar(par: TParSheet, totals: TSimulationTotals): TParAgreement {
  const simulatedRtp = totals.won / totals.staked;
  const standardError = par.volatility / Math.sqrt(totals.rounds);
  const zScore = (simulatedRtp - par.rtp) / standardError;
  return { simulatedRtp, halfWidth: Z_99 * standardError, zScore, isWithin: Math.abs(zScore) <= Z_99 };
}
