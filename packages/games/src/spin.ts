import { evaluateStops } from "./evaluate-stops.ts";
import type { TRandomSource } from "./rng.ts";
import { REEL_COUNT, ROW_COUNT, type TReelSet, type TSlotModel } from "./slot-model.ts";

/** The jackpot pool is kept in 1/10,000 of a minor unit, so a basis-point share of any stake is exact. */
export const JACKPOT_POOL_UNITS_PER_MINOR = 10_000;

export type TBet = {
  /** Plays the model's first `lines` paylines. */
  lines: number;
  /** Minor units, one of the model's `betPerLineOptions`. */
  betPerLine: number;
};

/** Money amounts from here on are whole minor units. */
export type TLineWin = { line: number; symbol: string; count: number; win: number };

export type TSpinOutcome = {
  stops: number[];
  /** Symbol ids by reel, then row (top to bottom). */
  window: string[][];
  lineWins: TLineWin[];
  scatter: { count: number; win: number };
  /** Free spins this spin added to the round (after any cap). */
  freeSpinsAwarded: number;
  win: number;
};

export type TFreeSpinsResult = { awarded: number; multiplier: number; spins: TSpinOutcome[]; win: number };

export type TRoundResult = {
  modelId: string;
  lines: number;
  betPerLine: number;
  totalBet: number;
  base: TSpinOutcome;
  /** Played inside the round, so one server call settles the whole round. */
  freeSpins: TFreeSpinsResult | null;
  totalWin: number;
  /** The stake's share for the pool (in pool units) and whether this round won the pool. */
  jackpot: { contributionPoolUnits: number; isHit: boolean } | null;
};

/**
 * Plays one round: the base spin, then every free spin it awards, then the jackpot draw.
 *
 * Pure given the random source, which is read in a fixed order: one stop per reel for the base
 * spin, one stop per reel for each free spin, then the jackpot draws. Every pay is a whole
 * number of line bets or total bets and the multiplier is whole, so every win is an exact
 * number of minor units: nothing is ever rounded.
 */
export function spin(model: TSlotModel, bet: TBet, rng: TRandomSource): TRoundResult {
  checkBet(model, bet);
  const totalBet = bet.lines * bet.betPerLine;
  const base = playSpin(model, model.base, bet, rng, 1);
  const freeSpins = base.freeSpinsAwarded > 0 ? playFreeSpins(model, bet, base.freeSpinsAwarded, rng) : null;
  return {
    modelId: model.spec.id,
    lines: bet.lines,
    betPerLine: bet.betPerLine,
    totalBet,
    base,
    freeSpins,
    totalWin: base.win + (freeSpins?.win ?? 0),
    jackpot: drawJackpot(model, totalBet, rng),
  };
}

export function checkBet(model: TSlotModel, bet: TBet): void {
  if (!Number.isInteger(bet.lines) || bet.lines < 1 || bet.lines > model.spec.maxLines) {
    throw new RangeError(`${model.spec.id}: lines must be 1..${model.spec.maxLines}, got ${bet.lines}`);
  }
  if (!model.spec.betPerLineOptions.includes(bet.betPerLine)) {
    throw new RangeError(`${model.spec.id}: bet per line ${bet.betPerLine} is not offered`);
  }
}

function playSpin(
  model: TSlotModel,
  reels: TReelSet,
  bet: TBet,
  rng: TRandomSource,
  multiplier: number,
): TSpinOutcome {
  const stops = reels.strips.map((strip) => rng.nextInt(strip.length));
  const evaluation = evaluateStops(model, reels, stops, bet.lines);
  const lineWins = evaluation.linePays.map((linePay) => ({
    line: linePay.line,
    symbol: model.symbolIds[linePay.symbol] ?? "",
    count: linePay.count,
    win: linePay.pay * bet.betPerLine * multiplier,
  }));
  const scatterWin = evaluation.scatterPay * bet.lines * bet.betPerLine * multiplier;
  return {
    stops,
    window: visibleWindow(model, evaluation.grid),
    lineWins,
    scatter: { count: evaluation.scatterCount, win: scatterWin },
    freeSpinsAwarded: evaluation.freeSpinsAwarded,
    win: evaluation.linePayTotal * bet.betPerLine * multiplier + scatterWin,
  };
}

/** Free spins play on their own strips; a retrigger adds spins until the model's cap is reached. */
function playFreeSpins(
  model: TSlotModel,
  bet: TBet,
  firstAward: number,
  rng: TRandomSource,
): TFreeSpinsResult {
  const { multiplier, retrigger } = model.spec.freeSpins;
  const spins: TSpinOutcome[] = [];
  let awarded = firstAward;
  let remaining = firstAward;
  let win = 0;
  while (remaining > 0) {
    remaining -= 1;
    const outcome = playSpin(model, model.freeSpins, bet, rng, multiplier);
    const extra =
      retrigger === "none" ? 0 : Math.min(outcome.freeSpinsAwarded, model.maxFreeSpinsPerRound - awarded);
    awarded += extra;
    remaining += extra;
    win += outcome.win;
    spins.push({ ...outcome, freeSpinsAwarded: extra });
  }
  return { awarded, multiplier, spins, win };
}

function visibleWindow(model: TSlotModel, grid: Uint8Array): string[][] {
  const window: string[][] = [];
  for (let reel = 0; reel < REEL_COUNT; reel++) {
    const column: string[] = [];
    for (let row = 0; row < ROW_COUNT; row++) {
      column.push(model.symbolIds[grid[reel * ROW_COUNT + row] ?? 0] ?? "");
    }
    window.push(column);
  }
  return window;
}

/**
 * The stake's exact share for the pool, and the draw. A round at the highest total bet wins with
 * probability 1 / oneInRoundsAtMaxBet and smaller stakes in proportion, so every unit staked buys
 * the same chance at the pool whatever the bet size.
 */
function drawJackpot(model: TSlotModel, totalBet: number, rng: TRandomSource): TRoundResult["jackpot"] {
  const jackpot = model.spec.jackpot;
  if (!jackpot) return null;
  const contributionPoolUnits = totalBet * jackpot.contributionBasisPoints;
  const isHit = rng.nextInt(jackpot.oneInRoundsAtMaxBet) === 0 && rng.nextInt(model.maxTotalBet) < totalBet;
  return { contributionPoolUnits, isHit };
}
