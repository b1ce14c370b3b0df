/**
 * The outcome of one settled selection, and what it returns to the member.
 *
 * Each outcome is an exact factor of the stake (see outcomeFactor); the return is the stake times
 * that factor, rounded DOWN to the minor unit. The house keeps the part of a minor unit left over,
 * so the member never gets more than the exact value, and never less than one minor unit below it:
 *
 * - win: floor(stake × odds / 1000)
 * - half_win (half the stake won, half pushed): floor((stake × odds + stake × 1000) / 2000)
 * - half_lose (half the stake lost, half pushed): floor(stake / 2)
 * - push, void: the stake
 * - lose: 0
 * - dead_heat { places, tied } (tied selections share fewer places): the stake × places / tied is
 *   paid at full odds and the rest lost, floor(stake × odds × places / (1000 × tied))
 */
import { fraction, type TFraction } from "../fraction.ts";
import { minorUnits, oddsUnits, stakeUnits } from "./amounts.ts";

export type TOutcome =
  | { kind: "win" }
  | { kind: "lose" }
  | { kind: "half_win" }
  | { kind: "half_lose" }
  | { kind: "push" }
  | { kind: "void" }
  | { kind: "dead_heat"; places: number; tied: number };

export type TOutcomeKind = TOutcome["kind"];

/** The outcomes that carry no data, frozen so they can be shared. */
export const WIN: TOutcome = Object.freeze({ kind: "win" });
export const LOSE: TOutcome = Object.freeze({ kind: "lose" });
export const HALF_WIN: TOutcome = Object.freeze({ kind: "half_win" });
export const HALF_LOSE: TOutcome = Object.freeze({ kind: "half_lose" });
export const PUSH: TOutcome = Object.freeze({ kind: "push" });
export const VOID: TOutcome = Object.freeze({ kind: "void" });

/**
 * The dead heat of `tied` selections sharing `places` places (1 ≤ places < tied); throws otherwise,
 * since with as many places as tied selections each one simply wins.
 */
export function deadHeat(places: number, tied: number): TOutcome {
  checkDeadHeat(places, tied);
  return { kind: "dead_heat", places, tied };
}

/** The exact part of the stake the outcome returns, per unit staked, at these odds. */
export function outcomeFactor(odds: number, outcome: TOutcome): TFraction {
  const price = oddsUnits(odds);
  switch (outcome.kind) {
    case "win":
      return fraction(price, 1000n);
    case "half_win":
      return fraction(price + 1000n, 2000n);
    case "half_lose":
      return fraction(1n, 2n);
    case "push":
    case "void":
      return fraction(1n);
    case "lose":
      return fraction(0n);
    case "dead_heat":
      checkDeadHeat(outcome.places, outcome.tied);
      return fraction(price * BigInt(outcome.places), 1000n * BigInt(outcome.tied));
    default:
      throw new Error(`unknown outcome ${JSON.stringify(outcome)}`);
  }
}

/** What the member gets back for a single at these odds, in minor units, rounded down. */
export function returnOf(stake: number, odds: number, outcome: TOutcome): number {
  const factor = outcomeFactor(odds, outcome);
  return minorUnits((stakeUnits(stake) * factor.numerator) / factor.denominator);
}

function checkDeadHeat(places: number, tied: number): void {
  if (!Number.isSafeInteger(places) || !Number.isSafeInteger(tied) || places < 1 || tied <= places) {
    throw new RangeError(`a dead heat needs 1 ≤ places < tied, not ${places} places among ${tied} tied`);
  }
}
