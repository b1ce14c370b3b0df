import type { TBoPayoutResolution, TBoWithdrawal } from "@orchid/contract/backoffice-payments";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import type { TConsoleCall } from "../operators/index.ts";
import { recordOperatorAction } from "../operators/index.ts";
import { postLedgerSteps } from "../wallet/index.ts";
import { findPayout, lockPayout, updatePayout } from "./withdrawal-payouts-repo.ts";
import { boWithdrawalView } from "./withdrawal-views.ts";
import { findWithdrawal } from "./withdrawals-repo.ts";

/**
 * `POST /bo/payments/payouts/resolve`: settles a payout the member reported not received. Forced
 * received keeps the money paid out (spec §4: "deposit not returned"); a refund posts the payout's
 * amount from the withdrawals clearing account back to the member's main wallet (once: the ledger
 * key names the payout). Only `not_received` payouts (ORDER_STATE_CHANGED otherwise). The account
 * record shows a refund, so no message is sent.
 */
export async function resolvePayout(
  ctx: Pick<TAppContext, "database" | "ledger" | "mediaLinks" | "walletEvents">,
  call: TConsoleCall,
  input: TBoPayoutResolution,
): Promise<TBoWithdrawal> {
  const { found, merchant, client } = call;
  const db = ctx.database.db;
  const seen = await findPayout(db, merchant.id, input.payoutId);
  if (!seen) throw new AppError("NOT_FOUND", { payoutId: input.payoutId });
  const isRefund = input.resolution === "refund";
  // Ledger accounts are looked up outside the transaction (their ids are cached only from there).
  const clearing = await ctx.ledger.system(db, merchant.id, "withdrawals", seen.memberId);
  const main = await ctx.ledger.member(db, merchant.id, seen.memberId, "main");
  const withdrawal = await findWithdrawal(db, merchant.id, seen.withdrawalId);
  const status = isRefund ? "refunded" : "forced_received";
  await db.transaction(async (tx) => {
    const payout = await lockPayout(tx, merchant.id, input.payoutId);
    if (!payout) throw new AppError("NOT_FOUND", { payoutId: input.payoutId });
    if (payout.status !== "not_received")
      throw new AppError("ORDER_STATE_CHANGED", { status: payout.status });
    if (isRefund) {
      await postLedgerSteps(tx, merchant.id, [
        {
          phase: "posted",
          debit: clearing,
          credit: main,
          amount: payout.amountMinor,
          code: "withdrawal_refund",
          key: `refund:${payout.id}`,
          reference: withdrawal?.orderNo ?? null,
          memo: input.note ?? null,
        },
      ]);
    }
    await updatePayout(tx, payout.id, { status, resolvedBy: found.operator.id });
    await recordOperatorAction(
      tx,
      {
        operatorId: found.operator.id,
        merchantId: merchant.id,
        action: "withdrawals.resolve",
        outcome: "ok",
        targetType: "payout",
        targetId: payout.id,
        before: { status: payout.status },
        after: {
          withdrawalId: payout.withdrawalId,
          status,
          amount: payout.amountMinor,
          note: input.note ?? null,
        },
      },
      client,
    );
  });
  if (isRefund) ctx.walletEvents.publish("balance", [seen.memberId]);
  return boWithdrawalView(db, merchant.id, seen.withdrawalId, ctx.mediaLinks.privateUrl);
}
