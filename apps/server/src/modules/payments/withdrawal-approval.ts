import { AppError } from "../../http/app-error.ts";
import type { TApprovalKind } from "../operators/index.ts";
import { markWithdrawalApproved } from "./mark-withdrawal-approved.ts";
import { lockWithdrawal } from "./withdrawals-repo.ts";

/** The four-eyes kind of a large withdrawal's approval (payload `{ withdrawalId }`). */
export const WITHDRAWAL_APPROVAL_KIND = "withdrawal.approve";

/**
 * A second operator's approval moves the withdrawal from `approving` to `approved` (and tells the
 * member). A withdrawal rejected meanwhile, or filed under another request, is refused with
 * ORDER_STATE_CHANGED, which leaves the request `failed`.
 */
export const WITHDRAWAL_APPROVAL: TApprovalKind = {
  name: WITHDRAWAL_APPROVAL_KIND,
  async execute(tx, payload, { app, merchant, request, approver, client, afterCommit }) {
    const id = Number(payload.withdrawalId);
    const row = await lockWithdrawal(tx, merchant.id, id);
    if (!row) throw new AppError("NOT_FOUND", { withdrawalId: id });
    if (row.status !== "approving" || row.approvalId !== request.id) {
      throw new AppError("ORDER_STATE_CHANGED", { status: row.status });
    }
    await markWithdrawalApproved(tx, row, { operatorId: approver.id, at: client.at });
    afterCommit(() => app.walletEvents.publish("unread", [row.memberId]));
    return { withdrawalId: row.id, orderNo: row.orderNo, status: "approved" };
  },
};
