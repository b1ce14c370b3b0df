import type { TBoAdjustmentRequest, TBoAdjustmentValue } from "@orchid/contract/backoffice-payments";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import { findMemberById } from "../accounts/index.ts";
import type { TApprovalKind, TConsoleCall } from "../operators/index.ts";
import { requestApproval } from "../operators/index.ts";
import { applyAdjustment } from "./adjustment-service.ts";

export const ADJUSTMENT_KIND = "wallet.adjust";

type TPayload = {
  memberId: number;
  username: string;
  direction: "credit" | "debit";
  kind: "adjustment" | "bonus";
  amount: number;
  reason: string;
};

/** A manual credit or debit, carried out once a second operator approves it. */
export const ADJUSTMENT_APPROVAL: TApprovalKind = {
  name: ADJUSTMENT_KIND,
  async execute(tx, payload, { app, merchant, request, client, afterCommit }) {
    const p = payload as TPayload;
    const transferId = await applyAdjustment(app, tx, {
      merchantId: merchant.id,
      memberId: p.memberId,
      direction: p.direction,
      kind: p.kind,
      amount: p.amount,
      reason: p.reason,
      key: `approval:${request.id}`,
      at: client.at,
    });
    afterCommit(() => {
      app.walletEvents.publish("balance", [p.memberId]);
      app.walletEvents.publish("unread", [p.memberId]);
    });
    return { transferId };
  },
};

/**
 * `POST /bo/wallet/adjustments`: a manual credit or debit never moves money by itself; it is
 * stored as a four-eyes request that a second operator approves in the approvals screen.
 */
export async function requestAdjustment(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  input: TBoAdjustmentRequest,
): Promise<TBoAdjustmentValue> {
  const { found, merchant, client } = call;
  const db = ctx.database.db;
  const member = await findMemberById(db, merchant.id, input.memberId);
  if (!member) throw new AppError("NOT_FOUND", { memberId: input.memberId });
  const payload: TPayload = {
    memberId: member.id,
    username: member.username,
    direction: input.direction,
    kind: input.kind,
    amount: input.amount,
    reason: input.reason,
  };
  const row = await db.transaction((tx) =>
    requestApproval(
      tx,
      {
        merchantId: merchant.id,
        kind: ADJUSTMENT_KIND,
        payload,
        amountMinor: input.direction === "credit" ? input.amount : -input.amount,
        requestedBy: found.operator.id,
        note: `${member.username}: ${input.reason}`,
      },
      client,
    ),
  );
  return { approvalId: row.id };
}
