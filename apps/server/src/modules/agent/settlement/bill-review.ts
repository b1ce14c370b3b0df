import type { TAgentBill } from "@orchid/contract/agent";
import type { ZBoBillReview } from "@orchid/contract/backoffice-agents";
import type { z } from "zod";
import { AppError } from "../../../http/app-error.ts";
import { recordOperatorAction, requestApproval, type TConsoleCall } from "../../operators/index.ts";
import { loadAgentSettings } from "../agent-settings.ts";
import { AGENT_BILL_APPROVAL_KIND } from "./bill-approval.ts";
import { namedBill } from "./bill-list-repo.ts";
import { presentBill } from "./bill-presenter.ts";
import { lockBill, updateBill } from "./bills-repo.ts";
import { payBill, type TPayOutcome } from "./pay-bill.ts";
import type { TSettleContext } from "./settle-period.ts";

/**
 * `POST /bo/agents/bills/:id/review`: a bill awaiting review is rejected, or approved. Above the
 * merchant's review threshold approval files a four-eyes request (a second operator pays it in the
 * approvals screen); at or below it (the threshold was raised since) it is paid at once.
 */
export async function reviewBill(
  ctx: TSettleContext,
  call: TConsoleCall,
  input: z.output<typeof ZBoBillReview>,
): Promise<TAgentBill> {
  const { found, merchant, client } = call;
  const db = ctx.database.db;
  let outcome: TPayOutcome | null = null;
  await db.transaction(async (tx) => {
    const bill = await lockBill(tx, merchant.id, input.id);
    if (!bill) throw new AppError("NOT_FOUND", { id: input.id });
    if (bill.state !== "awaiting_review") throw new AppError("BILL_STATE", { state: bill.state });
    const settings = await loadAgentSettings(tx, merchant.id);
    let after: Record<string, unknown>;
    if (input.decision === "reject") {
      await updateBill(tx, bill.id, { state: "rejected", reviewedBy: found.operator.username });
      after = { state: "rejected" };
    } else if (settings.reviewAbove > 0 && bill.grossAmount > settings.reviewAbove) {
      const request = await requestApproval(
        tx,
        {
          merchantId: merchant.id,
          kind: AGENT_BILL_APPROVAL_KIND,
          payload: { billId: bill.id },
          amountMinor: bill.grossAmount,
          requestedBy: found.operator.id,
          note: `agent bill ${bill.id}${input.note ? `: ${input.note}` : ""}`,
        },
        client,
      );
      after = { state: bill.state, approvalId: request.id };
    } else {
      await updateBill(tx, bill.id, { reviewedBy: found.operator.username });
      outcome = await payBill(ctx, tx, bill, client.at);
      after = { state: outcome.state };
    }
    await recordOperatorAction(
      tx,
      {
        operatorId: found.operator.id,
        merchantId: merchant.id,
        action: "agents.bills.review",
        outcome: "ok",
        targetType: "agent_bill",
        targetId: bill.id,
        before: { state: bill.state },
        after: { ...after, decision: input.decision, note: input.note },
      },
      client,
    );
  });
  const done = outcome as TPayOutcome | null;
  if (done?.touched.length) ctx.walletEvents.publish("balance", done.touched);
  if (done?.messaged.length) ctx.walletEvents.publish("unread", done.messaged);
  const bill = await namedBill(db, merchant.id, input.id);
  if (!bill) throw new AppError("NOT_FOUND", { id: input.id });
  return presentBill(bill);
}
