import { TRIAL_TYPE } from "@orchid/contract/member";
import { sql } from "drizzle-orm";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import type { TMember } from "../../accounts/index.ts";
import { addRollups } from "../../activity/index.ts";
import { postLedgerSteps, withTransactionRetry } from "../../wallet/index.ts";
import type { BookSettingsCache } from "../book-settings.ts";
import { addExposure, legsOfBets, lockBet } from "./bets-repo.ts";
import { cashOutQuote } from "./cash-out-quote.ts";
import { legRows } from "./leg-rows.ts";

/**
 * Cashes an open bet out (decisions/0024), in one transaction: the bet locked, its events
 * share-locked (as placing does), the price computed now; refused when there is none
 * (CASHOUT_UNAVAILABLE) or it fell below the one the member accepted (CASHOUT_CHANGED, with the
 * price now); otherwise the bet closes at the price now (never below the one accepted), paid from
 * the house under `book-cashout:<bet>`, counted in the rollups and released from the exposure. A
 * second call with the same key answers the same bet.
 */
export async function cashOutBet(
  ctx: TAppContext,
  settingsCache: BookSettingsCache,
  request: { merchantId: number; member: TMember; betId: number; amount: number; requestKey: string },
): Promise<number> {
  const { merchantId, member } = request;
  const db = ctx.database.db;
  const settings = await settingsCache.get(merchantId);
  const isTrial = Number(member.type) === TRIAL_TYPE;
  const main = await ctx.ledger.member(db, merchantId, member.id, "main");
  const house = await ctx.ledger.system(db, merchantId, isTrial ? "trial" : "house", member.id);
  const before = await legsOfBets(db, [request.betId]);
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const bet = await lockBet(tx, request.betId);
      if (!bet || bet.memberId !== member.id || bet.merchantId !== merchantId)
        throw new AppError("NOT_FOUND");
      if (bet.state === "cashed_out" && bet.cashOutKey === request.requestKey) return bet.id;
      if (bet.state !== "open") throw new AppError("CASHOUT_UNAVAILABLE", { state: bet.state });
      await legRows(
        tx,
        before.map((leg) => leg.selectionId),
        before.map((leg) => leg.eventId),
      );
      const legs = await legsOfBets(tx, [bet.id]);
      const quote = cashOutQuote(bet, legs, settings);
      if (quote === null) throw new AppError("CASHOUT_UNAVAILABLE", { state: "no_price" });
      if (quote < request.amount) throw new AppError("CASHOUT_CHANGED", { amount: quote });
      const now = ctx.now();
      await tx.execute(sql`update book_bets set state = 'cashed_out', payout = ${quote}, pay_round = pay_round + 1,
        cash_out_key = ${request.requestKey}, settled_at = ${now.toISOString()}::timestamptz where id = ${bet.id}`);
      await postLedgerSteps(tx, merchantId, [
        {
          phase: "posted",
          debit: house,
          credit: main,
          amount: quote,
          code: "game_win",
          key: `book-cashout:${bet.id}`,
          reference: `book-bet:${bet.id}`,
        },
      ]);
      await addRollups(
        tx,
        legs.every((leg) => leg.sport === "esports") ? "ESPORTS" : "SPORTS",
        [
          {
            merchantId,
            memberId: member.id,
            isTrial: bet.isTrial,
            bets: 1,
            stake: bet.stake,
            validStake: bet.hedged ? 0 : bet.stake,
            win: quote,
          },
        ],
        now,
      );
      await addExposure(
        tx,
        merchantId,
        legs.map((leg) => leg.selectionId),
        { stake: -bet.stake, liability: -(bet.potentialReturn - bet.stake), bets: -1 },
      );
      return bet.id;
    }),
  );
}
