import { setTimeout as sleep } from "node:timers/promises";
import { TRIAL_TYPE } from "@orchid/contract/member";
import type { TPlaceBookBet } from "@orchid/contract/sportsbook";
import { combinedOdds } from "@orchid/games/sportsbook/pricing";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import type { TMember } from "../../accounts/index.ts";
import { assertBetAllowed } from "../../engagement/index.ts";
import { postLedgerSteps, withTransactionRetry } from "../../wallet/index.ts";
import type { BookSettingsCache } from "../book-settings.ts";
import { betStep, pricingOf, type TBetToPlace, type TPlacedBet } from "./bet-to-place.ts";
import { addExposure, addMemberEventStake, insertBet, insertLegs, markHedged } from "./bets-repo.ts";
import { assertStakeLimits, priceLegs } from "./leg-pricing.ts";
import { legRows } from "./leg-rows.ts";

/** A bet whose request key another call took first: the caller answers that bet. */
export class DuplicateBet extends Error {}

export type TPlacing = {
  merchantId: number;
  member: TMember;
  input: TPlaceBookBet;
  requestHash: string;
};

/**
 * Checks a bet before any transaction (decisions/0024): the legs priced as they stand and the
 * stake limits (so a refusal costs no write), an active bonus's stake limit, the accounts; then,
 * when a leg is in play, the merchant's in-play delay is waited out. Placing prices it again
 * under its locks.
 */
export async function prepareBet(
  ctx: TAppContext,
  settingsCache: BookSettingsCache,
  placing: TPlacing,
): Promise<TBetToPlace> {
  const { merchantId, member, input } = placing;
  const db = ctx.database.db;
  const settings = await settingsCache.get(merchantId);
  const selectionIds = input.legs.map((leg) => leg.selectionId);
  const toPlace = {
    merchantId,
    memberId: member.id,
    isTrial: Number(member.type) === TRIAL_TYPE,
    input,
    requestHash: placing.requestHash,
    settings,
  };
  // The selections and an active bonus's stake limit (decisions/0022; trial play has no bonus)
  // are read side by side; a refusal of the legs or the stake still comes before the bonus's.
  const [rows, bonus] = await Promise.allSettled([
    legRows(db, selectionIds),
    toPlace.isTrial ? Promise.resolve() : assertBetAllowed(db, member.id, input.stake),
  ]);
  if (rows.status === "rejected") throw rows.reason;
  const first = priceLegs(rows.value, input.legs, pricingOf(toPlace, ctx.now()));
  assertStakeLimits(input.stake, first, settings);
  if (bonus.status === "rejected") throw bonus.reason;
  const memberAccount = await ctx.ledger.member(db, merchantId, member.id, "main");
  const houseAccount = await ctx.ledger.system(
    db,
    merchantId,
    toPlace.isTrial ? "trial" : "house",
    member.id,
  );
  if (first.some((leg) => leg.live) && settings.inPlayDelayMs > 0) await sleep(settings.inPlayDelayMs);
  return { ...toPlace, memberAccount, houseAccount, eventIds: first.map((leg) => leg.eventId) };
}

/**
 * Places one bet in its own transaction: the events share-locked and the legs priced again (the price the member gets is the one at this moment, accepted by the same rule),
 * the limits, the bet under its request key, its legs, the stake from the member's main wallet to
 * the house, the member's total on each event and the merchant's liability on each selection,
 * each against its cap. Any refusal rolls everything back with its exact AppError; a key already
 * taken throws DuplicateBet.
 */
export function placeAlone(ctx: TAppContext, bet: TBetToPlace): Promise<TPlacedBet> {
  const { merchantId, memberId, input, settings } = bet;
  const db = ctx.database.db;
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const now = ctx.now();
      const rows = await legRows(
        tx,
        input.legs.map((leg) => leg.selectionId),
        bet.eventIds,
      );
      const legs = priceLegs(rows, input.legs, pricingOf(bet, now));
      const potentialReturn = assertStakeLimits(input.stake, legs, settings);
      const betId = await insertBet(tx, {
        merchantId,
        memberId,
        requestKey: input.requestKey,
        requestHash: bet.requestHash,
        kind: legs.length > 1 ? "parlay" : "single",
        stake: input.stake,
        odds: combinedOdds(legs.map((leg) => leg.odds)),
        potentialReturn,
        legs: legs.length,
        isTrial: bet.isTrial,
        at: now,
      });
      if (betId === undefined) throw new DuplicateBet();
      await insertLegs(tx, betId, legs);
      await postLedgerSteps(tx, merchantId, [betStep(bet, betId)]);
      const eventTotal = await addMemberEventStake(
        tx,
        memberId,
        legs.map((leg) => leg.eventId),
        input.stake,
      );
      if (eventTotal > settings.memberEventCap) {
        throw new AppError("BOOK_LIMIT", {
          limit: "member_event",
          max: settings.memberEventCap,
          left: Math.max(0, settings.memberEventCap - (eventTotal - input.stake)),
        });
      }
      const liability = potentialReturn - input.stake;
      const exposure = await addExposure(
        tx,
        merchantId,
        legs.map((leg) => leg.selectionId),
        { stake: input.stake, liability, bets: 1 },
      );
      for (const [selectionId, total] of exposure) {
        if (total > settings.liabilityCap) {
          throw new AppError("BOOK_LIMIT", {
            limit: "liability",
            selectionId,
            left: Math.max(0, settings.liabilityCap - (total - liability)),
          });
        }
      }
      const [only] = legs;
      if (legs.length === 1 && only) {
        await markHedged(tx, { id: betId, memberId, marketId: only.marketId, selectionId: only.selectionId });
      }
      return { betId, legs, rows, potentialReturn, at: now };
    }),
  );
}
