import type { TApprovalKind } from "../../operators/index.ts";
import { declareFight } from "../fight-moves.ts";

/** The four-eyes kind of a fight's result (approval_requests.kind). */
export const FIGHT_DECLARE_KIND = "sabong.declare";

export type TDeclarePayload = { fightId: number; result: "meron" | "wala" | "draw"; fight: string };

/**
 * A fight's result, filed by one operator and declared when a second holding sabong.run approves:
 * the fight must still be closed; it ends with the result and every bet is settled in the same
 * transaction (fight-settlement.ts); paid members' balances are told after the commit.
 */
export const FIGHT_DECLARE_APPROVAL: TApprovalKind = {
  name: FIGHT_DECLARE_KIND,
  permission: "sabong.run",
  async execute(tx, payload, { app, merchant, request, approver, client, afterCommit }) {
    const p = payload as TDeclarePayload;
    const paid = await declareFight(app, tx, merchant.id, p.fightId, p.result, client.at, {
      declaredBy: request.requestedBy,
      approvedBy: approver.id,
    });
    afterCommit(() => app.walletEvents.publish("balance", paid));
    return { fightId: p.fightId, result: p.result };
  },
};

export const SABONG_APPROVALS: readonly TApprovalKind[] = [FIGHT_DECLARE_APPROVAL];
