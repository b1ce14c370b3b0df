import type { TPlaceBookBet } from "@orchid/contract/sportsbook";
import type { TLedgerStep } from "../../wallet/index.ts";
import type { TBookSettingsRow } from "../book-settings.ts";
import type { TPricedLeg } from "./leg-pricing.ts";
import type { TLegRow } from "./leg-rows.ts";

/**
 * A bet checked as its selections stood a moment ago, ready to be priced again and written under
 * the locks of a placing transaction (alone or shared with others).
 */
export type TBetToPlace = {
  merchantId: number;
  memberId: number;
  isTrial: boolean;
  memberAccount: number;
  houseAccount: number;
  input: TPlaceBookBet;
  requestHash: string;
  settings: TBookSettingsRow;
  /** The events of the legs as first priced: the placing transaction share-locks these. */
  eventIds: readonly number[];
};

/** A bet written: the legs at the price it took, the rows they were priced from. */
export type TPlacedBet = {
  betId: number;
  legs: TPricedLeg[];
  rows: Map<number, TLegRow>;
  potentialReturn: number;
  at: Date;
};

/** The ledger step that pays a bet: its stake from the member's main wallet to the house. */
export function betStep(bet: TBetToPlace, betId: number): TLedgerStep {
  return {
    phase: "posted",
    debit: bet.memberAccount,
    credit: bet.houseAccount,
    amount: bet.input.stake,
    code: "game_bet",
    key: `book-bet:${betId}`,
    reference: `book-bet:${betId}`,
  };
}

/** The pricing context of a bet at a moment. */
export function pricingOf(bet: Pick<TBetToPlace, "merchantId" | "settings" | "input">, now: Date) {
  return { merchantId: bet.merchantId, settings: bet.settings, acceptOdds: bet.input.acceptOdds, now };
}
