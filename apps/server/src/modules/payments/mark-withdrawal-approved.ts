import type { TTx } from "../../db/database.ts";
import { insertMessage } from "../inbox/index.ts";
import { type TWithdrawalRow, updateWithdrawal } from "./withdrawals-repo.ts";

/**
 * Approves a locked withdrawal (from `pending` directly, or from `approving` when the second
 * operator agrees) and tells the member in the inbox; the held amount now waits for payouts.
 */
export async function markWithdrawalApproved(
  tx: TTx,
  row: TWithdrawalRow,
  decision: { operatorId: number; at: Date; note?: string | null },
): Promise<TWithdrawalRow> {
  const approved = await updateWithdrawal(tx, row.id, {
    status: "approved",
    decidedBy: decision.operatorId,
    decidedAt: decision.at,
    ...(decision.note === undefined ? {} : { note: decision.note }),
  });
  await insertMessage(tx, {
    merchantId: row.merchantId,
    memberId: row.memberId,
    kind: "withdrawal_approved",
    amountMinor: row.amountMinor,
    orderNo: row.orderNo,
    at: decision.at,
  });
  return approved;
}
