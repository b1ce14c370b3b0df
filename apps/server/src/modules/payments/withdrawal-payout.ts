import type {
  TBoPayoutRequest,
  TBoReleaseRequest,
  TBoWithdrawal,
} from "@orchid/contract/backoffice-payments";
import type { TAppContext } from "../../app-context.ts";
import type { TTx } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { insertMessage } from "../inbox/index.ts";
import type { TConsoleCall } from "../operators/index.ts";
import { recordOperatorAction } from "../operators/index.ts";
import { postLedgerSteps, runIdempotent } from "../wallet/index.ts";
import { insertPayout } from "./withdrawal-payouts-repo.ts";
import { boWithdrawalView } from "./withdrawal-views.ts";
import { lockWithdrawal, type TWithdrawalRow, updateWithdrawal } from "./withdrawals-repo.ts";

/** What an approved withdrawal still holds. */
function remainingOf(row: TWithdrawalRow): number {
  return row.amountMinor - row.paidMinor - row.releasedMinor;
}

/** The withdrawal, locked, approved and still holding money; else NOT_FOUND or ORDER_STATE_CHANGED. */
async function lockApproved(tx: TTx, merchantId: number, id: number): Promise<TWithdrawalRow> {
  const row = await lockWithdrawal(tx, merchantId, id);
  if (!row) throw new AppError("NOT_FOUND", { id });
  if (row.status !== "approved" || remainingOf(row) <= 0) {
    throw new AppError("ORDER_STATE_CHANGED", { status: row.status });
  }
  return row;
}

/**
 * `POST /bo/payments/withdrawals/payout`: pays part or all of what an approved withdrawal holds.
 * The hold moves that much to the clearing account, a payout waits for the member's confirmation
 * (until `payoutConfirmMinutes` pass), and the withdrawal completes once nothing is held. Runs once
 * per operator key; more than the rest answers AMOUNT_OUT_OF_RANGE.
 */
export async function payWithdrawal(
  ctx: Pick<TAppContext, "database" | "mediaLinks" | "walletEvents">,
  call: TConsoleCall,
  input: TBoPayoutRequest,
): Promise<TBoWithdrawal> {
  const { found, merchant, client } = call;
  const db = ctx.database.db;
  const operatorId = found.operator.id;
  const request = { id: input.id, amount: input.amount };
  const scope = {
    merchantId: merchant.id,
    scope: `operator:${operatorId}`,
    key: input.idempotencyKey,
    request,
  };
  const value = await runIdempotent(db, scope, async (tx) => {
    const row = await lockApproved(tx, merchant.id, input.id);
    const remaining = remainingOf(row);
    if (input.amount > remaining) throw new AppError("AMOUNT_OUT_OF_RANGE", { max: remaining });
    const { transfers } = await postLedgerSteps(tx, merchant.id, [
      {
        phase: "post_pending",
        pendingId: row.holdTransferId,
        amount: input.amount,
        key: `payout:${row.id}:${input.idempotencyKey}`,
        reference: row.orderNo,
      },
    ]);
    const confirmBy = new Date(client.at.getTime() + merchant.payoutConfirmMinutes * 60_000);
    const payout = await insertPayout(tx, {
      withdrawalId: row.id,
      merchantId: merchant.id,
      memberId: row.memberId,
      amountMinor: input.amount,
      status: "paid",
      transferId: transfers[0]?.id ?? 0,
      confirmBy,
      createdAt: client.at,
    });
    const isDone = input.amount === remaining;
    await updateWithdrawal(tx, row.id, {
      paidMinor: row.paidMinor + input.amount,
      ...(isDone ? { status: "completed", completedAt: client.at } : {}),
    });
    await insertMessage(tx, {
      merchantId: merchant.id,
      memberId: row.memberId,
      kind: "withdrawal_paid",
      amountMinor: input.amount,
      orderNo: row.orderNo,
      at: client.at,
    });
    await recordOperatorAction(
      tx,
      {
        operatorId,
        merchantId: merchant.id,
        action: "withdrawals.payout",
        outcome: "ok",
        targetType: "withdrawal",
        targetId: row.id,
        before: { status: row.status, paid: row.paidMinor },
        after: {
          orderNo: row.orderNo,
          payoutId: payout.id,
          amount: input.amount,
          paid: row.paidMinor + input.amount,
          status: isDone ? "completed" : row.status,
        },
      },
      client,
    );
    return boWithdrawalView(tx, merchant.id, row.id, ctx.mediaLinks.privateUrl);
  });
  ctx.walletEvents.publish("balance", [value.memberId]);
  ctx.walletEvents.publish("unread", [value.memberId]);
  return value;
}

/**
 * `POST /bo/payments/withdrawals/release`: gives back what an approved withdrawal still holds (the
 * hold is voided) and completes it; what was paid stays paid. The account record shows the
 * release, so no message is sent.
 */
export async function releaseWithdrawal(
  ctx: Pick<TAppContext, "database" | "mediaLinks" | "walletEvents">,
  call: TConsoleCall,
  input: TBoReleaseRequest,
): Promise<TBoWithdrawal> {
  const { found, merchant, client } = call;
  const db = ctx.database.db;
  const memberId = await db.transaction(async (tx) => {
    const row = await lockApproved(tx, merchant.id, input.id);
    const remaining = remainingOf(row);
    await postLedgerSteps(tx, merchant.id, [
      {
        phase: "void_pending",
        pendingId: row.holdTransferId,
        key: `release:${row.id}`,
        reference: row.orderNo,
      },
    ]);
    await updateWithdrawal(tx, row.id, {
      releasedMinor: row.releasedMinor + remaining,
      status: "completed",
      completedAt: client.at,
      ...(input.note === undefined ? {} : { note: input.note }),
    });
    await recordOperatorAction(
      tx,
      {
        operatorId: found.operator.id,
        merchantId: merchant.id,
        action: "withdrawals.release",
        outcome: "ok",
        targetType: "withdrawal",
        targetId: row.id,
        before: { status: row.status, released: row.releasedMinor },
        after: { orderNo: row.orderNo, released: remaining, status: "completed", note: input.note ?? null },
      },
      client,
    );
    return row.memberId;
  });
  ctx.walletEvents.publish("balance", [memberId]);
  return boWithdrawalView(db, merchant.id, input.id, ctx.mediaLinks.privateUrl);
}
