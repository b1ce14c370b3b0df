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
import { addExposure, addMemberEventStake, insertBet, insertLegs, markHedged } from "./bets-repo.ts";
import { assertStakeLimits, priceLegs, type TPricedLeg } from "./leg-pricing.ts";
import { legRows, type TLegRow } from "./leg-rows.ts";

/** A bet whose request key another call took first: the caller answers that bet. */
export class DuplicateBet extends Error {}

export type TPlacing = {
  merchantId: number;
  member: TMember;
  input: TPlaceBookBet;
  requestHash: string;
};

/**
 * Places one bet (decisions/0024). Outside any transaction: the legs priced as they stand (so a
 * refusal costs no write) and, when a leg is in play, the merchant's in-play delay waited out.
 * Then one transaction: the selections share-locked and priced again (the price the member gets
 * is the one at this moment, accepted by the same rule), the limits, the bet under its request
 * key, its legs, the stake from the member's main wallet to the house, the member's total on each
 * event and the merchant's liability on each selection, each against its cap. Any refusal rolls
 * everything back; a key already taken throws DuplicateBet.
 */
export async function placeBet(
  ctx: TAppContext,
  settingsCache: BookSettingsCache,
  placing: TPlacing,
): Promise<{
  betId: number;
  legs: TPricedLeg[];
  rows: Map<number, TLegRow>;
  potentialReturn: number;
  at: Date;
}> {
  const { merchantId, member, input } = placing;
  const db = ctx.database.db;
  const settings = await settingsCache.get(merchantId);
  const selectionIds = input.legs.map((leg) => leg.selectionId);
  const context = { merchantId, settings, acceptOdds: input.acceptOdds, now: ctx.now() };
  const first = priceLegs(await legRows(db, selectionIds), input.legs, context);
  assertStakeLimits(input.stake, first, settings);
  const isTrial = Number(member.type) === TRIAL_TYPE;
  // An active bonus limits one bet's stake (decisions/0022); trial play has no bonus.
  if (!isTrial) await assertBetAllowed(db, member.id, input.stake);
  if (first.some((leg) => leg.live) && settings.inPlayDelayMs > 0) await sleep(settings.inPlayDelayMs);
  const memberAccount = await ctx.ledger.member(db, merchantId, member.id, "main");
  const houseAccount = await ctx.ledger.system(db, merchantId, isTrial ? "trial" : "house", member.id);
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const now = ctx.now();
      const rows = await legRows(
        tx,
        selectionIds,
        first.map((leg) => leg.eventId),
      );
      const legs = priceLegs(rows, input.legs, { ...context, now });
      const potentialReturn = assertStakeLimits(input.stake, legs, settings);
      const betId = await insertBet(tx, {
        merchantId,
        memberId: member.id,
        requestKey: input.requestKey,
        requestHash: placing.requestHash,
        kind: legs.length > 1 ? "parlay" : "single",
        stake: input.stake,
        odds: combinedOdds(legs.map((leg) => leg.odds)),
        potentialReturn,
        legs: legs.length,
        isTrial,
        at: now,
      });
      if (betId === undefined) throw new DuplicateBet();
      await insertLegs(tx, betId, legs);
      await postLedgerSteps(tx, merchantId, [
        {
          phase: "posted",
          debit: memberAccount,
          credit: houseAccount,
          amount: input.stake,
          code: "game_bet",
          key: `book-bet:${betId}`,
          reference: `book-bet:${betId}`,
        },
      ]);
      const eventTotal = await addMemberEventStake(
        tx,
        member.id,
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
        await markHedged(tx, {
          id: betId,
          memberId: member.id,
          marketId: only.marketId,
          selectionId: only.selectionId,
        });
      }
      return { betId, legs, rows, potentialReturn, at: now };
    }),
  );
}
