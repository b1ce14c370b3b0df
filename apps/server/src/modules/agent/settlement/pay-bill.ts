import type { TAppContext } from "../../../app-context.ts";
import type { TTx } from "../../../db/database.ts";
import { AppError } from "../../../http/app-error.ts";
import { insertMessage } from "../../inbox/index.ts";
import { postLedgerSteps } from "../../wallet/index.ts";
import { type TBillRow, updateBill } from "./bills-repo.ts";
import { MINUTE_MS } from "./periods.ts";

/** How long an insufficient bill waits before the retry job tries it again. */
export const RETRY_AFTER_MS = 10 * MINUTE_MS;

/** What paying one bill did, and whose balances it changed (told once the transaction commits). */
export type TPayOutcome = { paid: boolean; amount: number; touched: number[] };

/**
 * Pays a locked bill in full inside the caller's transaction: one ledger transfer `agent_pay`
 * keyed by the bill (so it can never be paid twice), from the payer's main wallet (or the
 * platform's agent-pay account) to the holder's main wallet. A zero bill is marked paid with no
 * transfer. A payer short of funds leaves the bill `insufficient`, to be tried again later, and
 * gets an inbox message to top up.
 */
export async function payBill(
  ctx: Pick<TAppContext, "ledger">,
  tx: TTx,
  bill: TBillRow,
  at: Date,
): Promise<TPayOutcome> {
  if (bill.grossAmount === 0) {
    await updateBill(tx, bill.id, { state: "paid", paidAmount: 0, paidAt: at, nextAttemptAt: null });
    return { paid: true, amount: 0, touched: [] };
  }
  const debit =
    bill.payerId === null
      ? await ctx.ledger.system(tx, bill.merchantId, "agent_pay", bill.memberId)
      : await ctx.ledger.member(tx, bill.merchantId, bill.payerId, "main");
  const credit = await ctx.ledger.member(tx, bill.merchantId, bill.memberId, "main");
  try {
    await postLedgerSteps(tx, bill.merchantId, [
      {
        phase: "posted",
        debit,
        credit,
        amount: bill.grossAmount,
        code: "agent_pay",
        key: `agent-bill:${bill.id}`,
        reference: `agent-bill:${bill.id}`,
        memo: bill.kind,
      },
    ]);
  } catch (error) {
    // The overdraft rule refuses in memory, before anything is written: the transaction goes on.
    if (!(error instanceof AppError) || error.code !== "INSUFFICIENT_FUNDS" || bill.payerId === null)
      throw error;
    await updateBill(tx, bill.id, {
      state: "insufficient",
      attempts: bill.attempts + 1,
      nextAttemptAt: new Date(at.getTime() + RETRY_AFTER_MS),
    });
    // One message when a bill first falls short, not one per retry.
    if (bill.state !== "insufficient")
      await insertMessage(tx, {
        merchantId: bill.merchantId,
        memberId: bill.payerId,
        kind: "agent_bill_insufficient",
        amountMinor: bill.grossAmount,
        orderNo: `agent-bill:${bill.id}`,
        at,
      });
    return { paid: false, amount: 0, touched: [bill.payerId] };
  }
  await updateBill(tx, bill.id, {
    state: "paid",
    paidAmount: bill.grossAmount,
    paidAt: at,
    attempts: bill.attempts + 1,
    nextAttemptAt: null,
  });
  return {
    paid: true,
    amount: bill.grossAmount,
    touched: [bill.memberId, ...(bill.payerId ? [bill.payerId] : [])],
  };
}
