import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import type { TApprovalKind } from "../../operators/index.ts";
import { lockBill, updateBill } from "./bills-repo.ts";
import { payBill } from "./pay-bill.ts";

/** The four-eyes kind of a large agent bill's payment (payload `{ billId }`). */
export const AGENT_BILL_APPROVAL_KIND = "agent.bill-pay";

/**
 * A second operator's approval pays a bill still awaiting review. A bill decided meanwhile is
 * refused with BILL_STATE (the request is left failed). A payer short of funds pays what it has
 * (partly paid) or nothing (insufficient): the retry job pays the rest once the payer tops up.
 */
export const AGENT_BILL_APPROVAL: TApprovalKind = {
  name: AGENT_BILL_APPROVAL_KIND,
  async execute(tx, payload, { app, merchant, approver, client, afterCommit }) {
    const id = Number(payload.billId);
    const bill = await lockBill(tx, merchant.id, id);
    if (!bill) throw new AppError("NOT_FOUND", { billId: id });
    if (bill.state !== "awaiting_review") throw new AppError("BILL_STATE", { state: bill.state });
    await updateBill(tx, bill.id, { reviewedBy: approver.username });
    const outcome = await payBill(app as Pick<TAppContext, "ledger">, tx, bill, client.at);
    afterCommit(() => {
      if (outcome.touched.length > 0) app.walletEvents.publish("balance", outcome.touched);
      if (outcome.messaged.length > 0) app.walletEvents.publish("unread", outcome.messaged);
    });
    return { billId: bill.id, paid: outcome.paid, amount: outcome.amount };
  },
};
