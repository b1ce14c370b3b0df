import type { TWithdrawal, TWithdrawRequest, TWithdrawSettings } from "@orchid/contract/payments";
import type { TAppContext } from "../../app-context.ts";
import type { TTx } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { invalidField } from "../../http/invalid-field.ts";
import type { TMember } from "../accounts/index.ts";
import { forfeitForWithdrawal, vipWithdrawDailyMax } from "../engagement/index.ts";
import type { TMerchant } from "../merchants/index.ts";
import type { TClientInfo } from "../session/index.ts";
import {
  assertCurrency,
  assertPaymentPassword,
  postLedgerSteps,
  resolvePeriod,
  runIdempotent,
} from "../wallet/index.ts";
import { lockMemberFor } from "./member-lock.ts";
import { findActiveAccount } from "./payout-accounts-repo.ts";
import { uniqueOrderNo } from "./unique-order-no.ts";
import { presentWithdrawal } from "./withdrawal-presenter.ts";
import { insertWithdrawal, requestedBetween } from "./withdrawals-repo.ts";

/** What the member asked for today (merchant time zone), rejected withdrawals not counted. */
function usedToday(
  db: Parameters<typeof requestedBetween>[0],
  merchant: TMerchant,
  memberId: number,
  now: Date,
) {
  const today = resolvePeriod({ preset: "today" }, merchant.timeZone, now);
  return requestedBetween(db, memberId, today.from, today.to);
}

/** The member's daily withdrawal total: their VIP rank's limit when it sets one, else the merchant's. */
async function dailyMaxOf(
  db: Parameters<typeof vipWithdrawDailyMax>[0],
  merchant: TMerchant,
  member: TMember,
): Promise<number> {
  return (await vipWithdrawDailyMax(db, merchant.id, member.rankLevel)) ?? merchant.withdrawDailyMaxMinor;
}

/** `GET /wps/payments/withdraw/settings`: the merchant's rules and what today has used of them. */
export async function withdrawSettings(
  ctx: Pick<TAppContext, "database" | "now">,
  merchant: TMerchant,
  member: TMember,
): Promise<TWithdrawSettings> {
  const used = await usedToday(ctx.database.db, merchant, member.id, ctx.now());
  return {
    minAmount: merchant.withdrawMinMinor,
    maxAmount: merchant.withdrawMaxMinor,
    dailyCount: merchant.withdrawDailyCount,
    dailyMax: await dailyMaxOf(ctx.database.db, merchant, member),
    usedCountToday: used.count,
    usedAmountToday: used.amount,
    hasPaymentPassword: member.paymentPasswordHash !== null,
    payeeName: member.payeeName,
    confirmMinutes: merchant.payoutConfirmMinutes,
  };
}

function assertAmountInRange(merchant: TMerchant, amount: number): void {
  if (amount >= merchant.withdrawMinMinor && amount <= merchant.withdrawMaxMinor) return;
  const bounds = { min: merchant.withdrawMinMinor, max: merchant.withdrawMaxMinor };
  throw new AppError("AMOUNT_OUT_OF_RANGE", {
    ...bounds,
    fields: [{ field: "amount", path: "amount", key: "err_amount_out_of_range", ...bounds }],
  });
}

/**
 * Under the member's lock: today's count and total with this withdrawal stay within the merchant's
 * count and the member's daily total (their VIP rank's, or the merchant's).
 */
async function assertDailyLimits(tx: TTx, merchant: TMerchant, member: TMember, amount: number, at: Date) {
  const used = await usedToday(tx, merchant, member.id, at);
  const dailyMax = await dailyMaxOf(tx, merchant, member);
  if (used.count + 1 > merchant.withdrawDailyCount || used.amount + amount > dailyMax) {
    throw new AppError("WITHDRAW_LIMIT_REACHED", {
      dailyCount: merchant.withdrawDailyCount,
      dailyMax,
      usedCountToday: used.count,
      usedAmountToday: used.amount,
    });
  }
}

/**
 * `POST /wps/payments/withdraw`: after the currency (when named, the merchant's) and the payment
 * password, holds the amount at once (a pending ledger transfer from the member's main wallet to
 * the merchant's withdrawals clearing account) and files the withdrawal for review. One
 * transaction under the idempotency key and the member's lock, so a retry never holds twice and
 * two requests at once never both pass the daily limits.
 */
export async function requestWithdrawal(
  ctx: TAppContext,
  merchant: TMerchant,
  member: TMember,
  input: TWithdrawRequest,
  client: TClientInfo,
): Promise<TWithdrawal> {
  assertCurrency(merchant, input.currency);
  await assertPaymentPassword(ctx, member, input.paymentPassword, client);
  const db = ctx.database.db;
  const main = await ctx.ledger.member(db, merchant.id, member.id, "main");
  const clearing = await ctx.ledger.system(db, merchant.id, "withdrawals", member.id);
  const request = {
    amount: input.amount,
    payoutAccountId: input.payoutAccountId,
    forfeitBonuses: input.forfeitBonuses === true,
  };
  const value = await runIdempotent(
    db,
    { merchantId: merchant.id, scope: `member:${member.id}`, key: input.idempotencyKey, request },
    async (tx) => {
      assertAmountInRange(merchant, input.amount);
      const account = await findActiveAccount(tx, member.id, input.payoutAccountId);
      if (!account) throw invalidField("payoutAccountId");
      await lockMemberFor(tx, "withdraw", member.id);
      await assertDailyLimits(tx, merchant, member, input.amount, client.at);
      // Active bonuses are given up by a withdrawal, once the member has seen them and confirmed.
      await forfeitForWithdrawal(ctx, tx, member.id, input.forfeitBonuses === true);
      const orderNo = await uniqueOrderNo(tx, client.at, merchant.timeZone);
      const { transfers } = await postLedgerSteps(tx, merchant.id, [
        {
          phase: "pending",
          debit: main,
          credit: clearing,
          amount: input.amount,
          code: "withdrawal",
          key: `withdraw:${member.id}:${input.idempotencyKey}`,
          reference: orderNo,
        },
      ]);
      const row = await insertWithdrawal(tx, {
        merchantId: merchant.id,
        memberId: member.id,
        orderNo,
        payoutAccountId: account.id,
        amountMinor: input.amount,
        holdTransferId: transfers[0]?.id ?? 0,
        status: "pending",
        createdAt: client.at,
      });
      return presentWithdrawal(row, account, [], ctx.mediaLinks.privateUrl);
    },
  );
  ctx.walletEvents.publish("balance", [member.id]);
  ctx.walletEvents.publish("bonus", [member.id]);
  return value;
}
