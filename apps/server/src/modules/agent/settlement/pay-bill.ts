import type { TAppContext } from "../../../app-context.ts";
import type { TTx } from "../../../db/database.ts";
import { insertMessage } from "../../inbox/index.ts";
import { lockedAvailableBalance, postLedgerSteps } from "../../wallet/index.ts";
import { SHORT_STATES, type TBillRow, updateBill } from "./bills-repo.ts";
import { MINUTE_MS } from "./periods.ts";

/** How long an insufficient bill waits before the retry job tries it again. */
export const RETRY_AFTER_MS = 10 * MINUTE_MS;

/**
 * What paying one bill did: `paid` once nothing is owed any more, `amount` moved by this call, its
 * state after, whose balances it changed and who got a message (both told once the transaction
 * commits).
 */
export type TPayOutcome = {
  paid: boolean;
  amount: number;
  state: TBillRow["state"];
  touched: number[];
  messaged: number[];
};

/**
 * The transfer key of a bill's payment that starts with `alreadyPaid` paid: the whole bill paid at
 * once keeps the plain key; each later part is keyed by where it starts, so every part is posted
 * once and no part twice.
 */
export function billTransferKey(billId: number, alreadyPaid: number): string {
  return alreadyPaid === 0 ? `agent-bill:${billId}` : `agent-bill:${billId}@${alreadyPaid}`;
}

/**
 * Pays what a locked bill still owes inside the caller's transaction, as one ledger transfer
 * `agent_pay` from the payer's main wallet (or the platform's agent-pay account) to the holder's
 * main wallet. A zero bill is marked paid with no transfer. A payer short of funds pays what it
 * has (`partly_paid`, the rest tried again later) or, with nothing to pay, leaves the bill
 * `insufficient`; either way it gets one inbox message to top up, when the bill first falls short.
 */
export async function payBill(
  ctx: Pick<TAppContext, "ledger">,
  tx: TTx,
  bill: TBillRow,
  at: Date,
): Promise<TPayOutcome> {
  const owed = bill.grossAmount - bill.paidAmount;
  if (owed <= 0) {
    await updateBill(tx, bill.id, { state: "paid", paidAt: at, nextAttemptAt: null });
    return { paid: true, amount: 0, state: "paid", touched: [], messaged: [] };
  }
  const debit =
    bill.payerId === null
      ? await ctx.ledger.system(tx, bill.merchantId, "agent_pay", bill.memberId)
      : await ctx.ledger.member(tx, bill.merchantId, bill.payerId, "main");
  const credit = await ctx.ledger.member(tx, bill.merchantId, bill.memberId, "main");
  // The platform's account may go below zero; a member's pays at most what it holds.
  const payable = bill.payerId === null ? owed : Math.min(owed, await lockedAvailableBalance(tx, debit));
  if (payable > 0)
    await postLedgerSteps(tx, bill.merchantId, [
      {
        phase: "posted",
        debit,
        credit,
        amount: payable,
        code: "agent_pay",
        key: billTransferKey(bill.id, bill.paidAmount),
        reference: `agent-bill:${bill.id}`,
        memo: bill.kind,
      },
    ]);
  const paidAmount = bill.paidAmount + payable;
  const touched = payable > 0 ? [bill.memberId, ...(bill.payerId ? [bill.payerId] : [])] : [];
  if (paidAmount === bill.grossAmount) {
    await updateBill(tx, bill.id, {
      state: "paid",
      paidAmount,
      paidAt: at,
      attempts: bill.attempts + 1,
      nextAttemptAt: null,
    });
    return { paid: true, amount: payable, state: "paid", touched, messaged: [] };
  }
  const state = paidAmount > 0 ? "partly_paid" : "insufficient";
  await updateBill(tx, bill.id, {
    state,
    paidAmount,
    attempts: bill.attempts + 1,
    nextAttemptAt: new Date(at.getTime() + RETRY_AFTER_MS),
  });
  // One message when a bill first falls short, not one per retry.
  const isFirstShort = bill.payerId !== null && !SHORT_STATES.includes(bill.state);
  if (isFirstShort && bill.payerId !== null)
    await insertMessage(tx, {
      merchantId: bill.merchantId,
      memberId: bill.payerId,
      kind: "agent_bill_insufficient",
      amountMinor: bill.grossAmount - paidAmount,
      orderNo: `agent-bill:${bill.id}`,
      at,
    });
  return {
    paid: false,
    amount: payable,
    state,
    touched,
    messaged: isFirstShort && bill.payerId ? [bill.payerId] : [],
  };
}
