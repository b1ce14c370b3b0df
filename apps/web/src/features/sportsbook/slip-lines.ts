import type { TAcceptOdds, TPlaceBookBetRequest } from "@orchid/contract/sportsbook";
import { parseAmount } from "../wallet/parse-amount.ts";
import { parlayProblem } from "./parlay-check.ts";
import type { TSlipLeg } from "./slip-leg.ts";

/** The parlay's line id; a single's is its selection id. */
export const PARLAY_LINE = "parlay";

/** One bet the slip places: a single (one leg) or the parlay (every leg), with its stake. */
export type TSlipLine = { id: string; legs: TSlipLeg[]; stake: number };

/** The stakes typed on the slip: one per single (by selection id) and the parlay's. */
export type TSlipStakes = { singles: Readonly<Record<number, string>>; parlay: string };

/** A typed stake in minor units; empty or unreadable text is no stake. */
export function stakeOf(text: string | undefined): number | null {
  if (!text?.trim()) return null;
  return parseAmount(text).minor;
}

/**
 * The bets "Place bets" sends, in order: each single with a stake, then the parlay when the legs
 * make one and it has a stake.
 */
export function slipLines(legs: readonly TSlipLeg[], stakes: TSlipStakes): TSlipLine[] {
  const lines: TSlipLine[] = [];
  for (const leg of legs) {
    const stake = stakeOf(stakes.singles[leg.selectionId]);
    if (stake !== null) lines.push({ id: String(leg.selectionId), legs: [leg], stake });
  }
  const parlayStake = stakeOf(stakes.parlay);
  if (parlayStake !== null && parlayProblem(legs) === null) {
    lines.push({ id: PARLAY_LINE, legs: [...legs], stake: parlayStake });
  }
  return lines;
}

/** The request placing a line sends (less its request key). */
export function betRequest(
  line: TSlipLine,
  acceptOdds: TAcceptOdds,
): Omit<TPlaceBookBetRequest, "requestKey"> {
  return {
    legs: line.legs.map((leg) => ({ selectionId: leg.selectionId, odds: leg.odds })),
    stake: line.stake,
    acceptOdds,
  };
}

/**
 * The legs left on the slip once lines were placed: a leg goes when every line it was in was
 * placed; one that was in a refused line, or in none, stays.
 */
export function legsAfterPlacing(
  legs: readonly TSlipLeg[],
  lines: readonly TSlipLine[],
  placed: ReadonlySet<string>,
): TSlipLeg[] {
  return legs.filter((leg) => {
    const mine = lines.filter((line) => line.legs.some((item) => item.selectionId === leg.selectionId));
    return mine.length === 0 || mine.some((line) => !placed.has(line.id));
  });
}
