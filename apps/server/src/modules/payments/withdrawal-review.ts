import type { TBoWithdrawalDecision, TBoWithdrawalDecisionValue } from "@orchid/contract/backoffice-payments";
import type { TAppContext } from "../../app-context.ts";
import type { TTx } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { insertMessage } from "../inbox/index.ts";
import type { TMerchant } from "../merchants/index.ts";
import type { TConsoleCall, TOperatorContext } from "../operators/index.ts";
import { lockApproval, recordOperatorAction, requestApproval, settleApproval } from "../operators/index.ts";
import type { TClientInfo } from "../session/index.ts";
import { postLedgerSteps } from "../wallet/index.ts";
import { markWithdrawalApproved } from "./mark-withdrawal-approved.ts";
import { WITHDRAWAL_APPROVAL_KIND } from "./withdrawal-approval.ts";
import { boWithdrawalView } from "./withdrawal-views.ts";
import { findWithdrawal, lockWithdrawal, type TWithdrawalRow, updateWithdrawal } from "./withdrawals-repo.ts";

type TReview = {
  tx: TTx;
  found: TOperatorContext;
  merchant: TMerchant;
  input: TBoWithdrawalDecision;
  client: TClientInfo;
};

function audit(r: TReview, row: TWithdrawalRow, after: Record<string, unknown>) {
  return recordOperatorAction(
    r.tx,
    {
      operatorId: r.found.operator.id,
      merchantId: r.merchant.id,
      action: `withdrawals.${r.input.decision}`,
      outcome: "ok",
      targetType: "withdrawal",
      targetId: row.id,
      before: { status: row.status },
      after: { orderNo: row.orderNo, amount: row.amountMinor, note: r.input.note ?? null, ...after },
    },
    r.client,
  );
}

/** Approves a pending withdrawal, or files it for a second operator at the four-eyes threshold. */
async function approve(r: TReview, row: TWithdrawalRow): Promise<number | null> {
  if (row.status !== "pending") throw new AppError("ORDER_STATE_CHANGED", { status: row.status });
  const note = r.input.note ?? null;
  if (row.amountMinor < r.merchant.withdrawFourEyesMinMinor) {
    await markWithdrawalApproved(r.tx, row, { operatorId: r.found.operator.id, at: r.client.at, note });
    await audit(r, row, { status: "approved" });
    return null;
  }
  // requestApproval writes this change's one audit row (approvals.request, naming the withdrawal).
  const approval = await requestApproval(
    r.tx,
    {
      merchantId: r.merchant.id,
      kind: WITHDRAWAL_APPROVAL_KIND,
      payload: { withdrawalId: row.id, orderNo: row.orderNo },
      amountMinor: row.amountMinor,
      requestedBy: r.found.operator.id,
      note: note ?? row.orderNo,
    },
    r.client,
  );
  await updateWithdrawal(r.tx, row.id, { status: "approving", approvalId: approval.id, note });
  return approval.id;
}

/** Rejects a withdrawal not yet approved: the hold is voided, so the whole amount is back in the wallet. */
async function reject(r: TReview, row: TWithdrawalRow): Promise<void> {
  if (row.status !== "pending" && row.status !== "approving") {
    throw new AppError("ORDER_STATE_CHANGED", { status: row.status });
  }
  await postLedgerSteps(r.tx, r.merchant.id, [
    {
      phase: "void_pending",
      pendingId: row.holdTransferId,
      key: `release:${row.id}`,
      reference: row.orderNo,
    },
  ]);
  await updateWithdrawal(r.tx, row.id, {
    status: "rejected",
    releasedMinor: row.amountMinor - row.paidMinor,
    decidedBy: r.found.operator.id,
    decidedAt: r.client.at,
    note: r.input.note ?? null,
  });
  await insertMessage(r.tx, {
    merchantId: row.merchantId,
    memberId: row.memberId,
    kind: "withdrawal_rejected",
    amountMinor: row.amountMinor,
    orderNo: row.orderNo,
    at: r.client.at,
  });
  await audit(r, row, { status: "rejected", approvalId: row.approvalId });
}

/**
 * A four-eyes request left pending for a withdrawal now rejected is closed with it, so no approver
 * is asked about it again. Nobody decided it, so it carries no decider.
 */
async function closeOpenApproval(r: TReview, approvalId: number | null): Promise<void> {
  if (approvalId === null || r.input.decision !== "reject") return;
  const approval = await lockApproval(r.tx, r.merchant.id, approvalId);
  if (approval?.status !== "pending") return;
  await settleApproval(r.tx, approval.id, {
    status: "rejected",
    decidedBy: null,
    decisionNote: "withdrawal rejected",
    failure: null,
    decidedAt: r.client.at,
  });
}

/**
 * `POST /bo/payments/withdrawals/decide`: approve a pending withdrawal (at or above the merchant's
 * four-eyes threshold it becomes `approving` and waits for a second operator), or reject a pending
 * or approving one (the held amount goes back). The row is locked, so two operators cannot both
 * act; a withdrawal no longer in the right state answers ORDER_STATE_CHANGED.
 */
export async function decideWithdrawal(
  ctx: Pick<TAppContext, "database" | "mediaLinks" | "walletEvents">,
  call: TConsoleCall,
  input: TBoWithdrawalDecision,
): Promise<TBoWithdrawalDecisionValue> {
  const { found, merchant, client } = call;
  const db = ctx.database.db;
  const seen = await findWithdrawal(db, merchant.id, input.id);
  if (!seen) throw new AppError("NOT_FOUND", { id: input.id });
  const { approvalId, memberId } = await db.transaction(async (tx) => {
    const r: TReview = { tx, found, merchant, input, client };
    // The approval row is locked before the withdrawal, in the same order as an approver's
    // decision locks them, so the two never wait on each other.
    await closeOpenApproval(r, seen.approvalId);
    const row = await lockWithdrawal(tx, merchant.id, input.id);
    if (!row) throw new AppError("NOT_FOUND", { id: input.id });
    if (input.decision === "approve") return { approvalId: await approve(r, row), memberId: row.memberId };
    await reject(r, row);
    return { approvalId: null, memberId: row.memberId };
  });
  if (input.decision === "reject") ctx.walletEvents.publish("balance", [memberId]);
  if (approvalId === null) ctx.walletEvents.publish("unread", [memberId]);
  return {
    withdrawal: await boWithdrawalView(db, merchant.id, input.id, ctx.mediaLinks.privateUrl),
    approvalId,
  };
}
