import { ApiError } from "@orchid/contract/api-error";
import type { TEndpointName } from "@orchid/contract/endpoints";
import type { TRaffle } from "@orchid/contract/raffle";
import type { TBadgeTone } from "../member-centre/status-badge.tsx";
import { MEMBER_CALLS } from "../wallet/member-data-keys.ts";

export type TRaffleState = TRaffle["state"];

/** Badge tone of each raffle state; the label is `raffle_state_<state>`. */
export const RAFFLE_TONES: Record<TRaffleState, TBadgeTone> = {
  open: "good",
  upcoming: "wait",
  closed: "neutral",
};

const STATE_ORDER: Record<TRaffleState, number> = { open: 0, upcoming: 1, closed: 2 };

/**
 * The order of the cards: open raffles first (closing soonest first), then upcoming ones (opening
 * soonest first), then closed ones (most recently closed first).
 */
export function orderRaffles<T extends Pick<TRaffle, "state" | "opensAt" | "closesAt">>(
  raffles: readonly T[],
): T[] {
  const timeOf = (raffle: T) => {
    if (raffle.state === "open") return Date.parse(raffle.closesAt);
    if (raffle.state === "upcoming") return Date.parse(raffle.opensAt);
    return -Date.parse(raffle.closesAt);
  };
  return [...raffles].sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || timeOf(a) - timeOf(b));
}

/** Whether the member may open an envelope of this raffle now: open, packets left, none taken yet. */
export function canOpenEnvelope(raffle: Pick<TRaffle, "state" | "left" | "mine">): boolean {
  return raffle.state === "open" && raffle.left > 0 && raffle.mine === null;
}

/** The raffles whose state changes by the clock (upcoming opens, open closes): fetched again when due. */
export function timedRaffles<T extends Pick<TRaffle, "state">>(raffles: readonly T[]): T[] {
  return raffles.filter((raffle) => raffle.state !== "closed");
}

/**
 * Refusals that mean the card on screen is out of date (closed meanwhile, none left, taken already,
 * gone): the raffles fetch again.
 */
export function isStaleRaffleRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return ["RAFFLE_CLOSED", "RAFFLE_EMPTY", "REWARD_CLAIMED", "NOT_FOUND"].includes(error.code);
}

/**
 * What a claim makes stale: the raffles (packets left, the member's share), and, since the cash
 * lands in the main wallet, the balance, the wallets and the records.
 */
export function callsAfterRaffleClaim(): TEndpointName[] {
  return [...MEMBER_CALLS.raffles, ...MEMBER_CALLS.balance, ...MEMBER_CALLS.wallets, ...MEMBER_CALLS.records];
}

/** The fingerprint of one claim for its idempotency key (features/wallet/submit-keys.ts). */
export function raffleClaimFingerprint(raffleId: number): string {
  return `raffle-claim:${raffleId}`;
}
