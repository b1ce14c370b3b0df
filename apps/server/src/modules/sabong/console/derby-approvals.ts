import { AppError } from "../../../http/app-error.ts";
import type { TApprovalKind } from "../../operators/index.ts";
import { endFight } from "../fight-settlement.ts";
import { lockFight } from "../fights-repo.ts";

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
    const fight = await lockFight(tx, merchant.id, p.fightId);
    if (!fight) throw new AppError("NOT_FOUND");
    if (fight.state !== "closed") throw new AppError("ORDER_STATE_CHANGED", { reason: fight.state });
    const paid = await endFight(app, tx, fight, p.result, client.at, {
      declaredBy: request.requestedBy,
      approvedBy: approver.id,
    });
    afterCommit(() => app.walletEvents.publish("balance", paid));
    return { fightId: fight.id, result: p.result };
  },
};

export const SABONG_APPROVALS: readonly TApprovalKind[] = [FIGHT_DECLARE_APPROVAL];
