import type { TOutcome } from "@orchid/games/sportsbook/outcomes";
import { returnOf } from "@orchid/games/sportsbook/outcomes";
import { parlayReturn } from "@orchid/games/sportsbook/parlay";

/**
 * Where a bet stands given its legs' outcomes: open while a leg waits and none lost; settled once
 * a leg lost (nothing back) or every leg has an outcome (packages/games: a single's return, or a
 * parlay's product rounded down once). A bet whose legs were all void or pushed, or that backed
 * both sides of a market ("hedged"), is no valid bet.
 */
export type TBetResolution = {
  state: "open" | "settled";
  payout: number | null;
  legsOpen: number;
  validStake: number;
};

export function resolveBet(
  bet: { stake: number; hedged: boolean },
  legs: readonly { odds: number; outcome: TOutcome | null }[],
): TBetResolution {
  const lost = legs.some((leg) => leg.outcome?.kind === "lose");
  const legsOpen = legs.filter((leg) => leg.outcome === null).length;
  if (!lost && legsOpen > 0) return { state: "open", payout: null, legsOpen, validStake: 0 };
  const [only] = legs;
  const payout = lost
    ? 0
    : legs.length === 1 && only?.outcome
      ? returnOf(bet.stake, only.odds, only.outcome)
      : parlayReturn(
          bet.stake,
          legs.map((leg) => ({ odds: leg.odds, outcome: leg.outcome as TOutcome })),
        );
  const allVoid = !lost && legs.every((leg) => leg.outcome?.kind === "void" || leg.outcome?.kind === "push");
  return { state: "settled", payout, legsOpen, validStake: bet.hedged || allVoid ? 0 : bet.stake };
}

/**
 * What moving a bet from `before` to `after` does: the payout taken back and the one paid (a
 * resettlement reverses the last payout exactly and pays the new one), the change to the member's
 * rollups, and whether the bet leaves (−1) or rejoins (+1) the open bets' exposure.
 */
export function settlementChange(
  stake: number,
  before: TBetResolution,
  after: TBetResolution,
): {
  unpay: number;
  pay: number;
  rollup: { bets: number; stake: number; validStake: number; win: number };
  exposure: -1 | 0 | 1;
} | null {
  if (
    before.state === after.state &&
    before.payout === after.payout &&
    before.validStake === after.validStake
  ) {
    return null;
  }
  const wasSettled = before.state === "settled";
  const isSettled = after.state === "settled";
  const counted = (isSettled ? 1 : 0) - (wasSettled ? 1 : 0);
  return {
    unpay: wasSettled ? (before.payout ?? 0) : 0,
    pay: isSettled ? (after.payout ?? 0) : 0,
    rollup: {
      bets: counted,
      stake: counted * stake,
      validStake: (isSettled ? after.validStake : 0) - (wasSettled ? before.validStake : 0),
      win: (isSettled ? (after.payout ?? 0) : 0) - (wasSettled ? (before.payout ?? 0) : 0),
    },
    exposure: counted === 1 ? -1 : counted === -1 ? 1 : 0,
  };
}
