import type { TAppContext } from "../../../app-context.ts";
import type { TTx } from "../../../db/database.ts";
import { AppError } from "../../../http/app-error.ts";
import { postLedgerSteps, type TLedgerStep } from "../../wallet/index.ts";
import { markBillsPaid, type TBillRow } from "./bills-repo.ts";

/**
 * Pays the issued bills a settlement run has just written, all in one ledger call: the same
 * transfer per bill as `payBill` (`agent_pay`, keyed by the bill), in the order given (parents
 * first, so an upline is credited before it pays its children). The bills are new in this
 * transaction, so no one else can hold them. Answers null, having written nothing, when any payer
 * would be short: the caller then pays bill by bill, leaving the short ones insufficient.
 */
export async function payFreshBills(
  ctx: Pick<TAppContext, "ledger">,
  tx: TTx,
  merchantId: number,
  bills: readonly TBillRow[],
  at: Date,
): Promise<{ amount: number; touched: number[] } | null> {
  const issued = bills.filter((bill) => bill.state === "issued");
  const mains = await ctx.ledger.memberMains(
    tx,
    merchantId,
    issued.flatMap((bill) => (bill.payerId === null ? [bill.memberId] : [bill.memberId, bill.payerId])),
  );
  const steps: TLedgerStep[] = [];
  for (const bill of issued) {
    if (bill.grossAmount === 0) continue;
    const debit =
      bill.payerId === null
        ? await ctx.ledger.system(tx, merchantId, "agent_pay", bill.memberId)
        : mains.get(bill.payerId);
    const credit = mains.get(bill.memberId);
    if (debit === undefined || credit === undefined) throw new Error(`no account for bill ${bill.id}`);
    steps.push({
      phase: "posted",
      debit,
      credit,
      amount: bill.grossAmount,
      code: "agent_pay",
      key: `agent-bill:${bill.id}`,
      reference: `agent-bill:${bill.id}`,
      memo: bill.kind,
    });
  }
  try {
    await postLedgerSteps(tx, merchantId, steps);
  } catch (error) {
    // The overdraft rule refuses in memory, before anything is written.
    if (error instanceof AppError && error.code === "INSUFFICIENT_FUNDS") return null;
    throw error;
  }
  await markBillsPaid(
    tx,
    issued.map((bill) => bill.id),
    at,
  );
  const touched = new Set(
    issued.flatMap((bill) => (bill.payerId === null ? [bill.memberId] : [bill.memberId, bill.payerId])),
  );
  return {
    amount: steps.reduce((sum, step) => sum + (step.phase === "posted" ? step.amount : 0), 0),
    touched: [...touched],
  };
}
