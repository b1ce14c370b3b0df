import type {
  TAgentBillPage,
  TAgentContractKind,
  TProcessResult,
  ZAgentBillQuery,
} from "@orchid/contract/agent";
import type { z } from "zod";
import type { TTx } from "../../../db/database.ts";
import type { TMember } from "../../accounts/index.ts";
import type { TMerchant } from "../../merchants/index.ts";
import { withTransactionRetry } from "../../wallet/index.ts";
import { resolveAgentPeriod } from "../agent-period.ts";
import { listBills } from "./bill-list-repo.ts";
import { presentBill } from "./bill-presenter.ts";
import { collectableBills, lockBill, SHORT_STATES } from "./bills-repo.ts";
import { payBill, type TPayOutcome } from "./pay-bill.ts";
import type { TSettleContext } from "./settle-period.ts";

/** `GET /wps/agent/bills`: the bills I earn (mine) or pay my downlines (downline) in a period. */
export async function memberBills(
  ctx: TSettleContext,
  merchant: TMerchant,
  member: TMember,
  input: z.output<typeof ZAgentBillQuery>,
  now: Date,
): Promise<TAgentBillPage> {
  const period = resolveAgentPeriod(input, merchant.timeZone, now);
  const side = input.side === "downline" ? { payerId: member.id } : { memberId: member.id };
  const found = await listBills(
    ctx.database.db,
    { merchantId: merchant.id, from: period.from, to: period.to, kind: input.kind, ...side },
    { limit: input.pageSize, offset: (input.page - 1) * input.pageSize },
  );
  return {
    rows: found.rows.map(presentBill),
    page: input.page,
    pageSize: input.pageSize,
    total: found.total,
    totalPages: Math.ceil(found.total / input.pageSize),
    period: { fromDay: period.fromDay, toDay: period.toDay },
    totalGross: found.totalGross,
    totalPaid: found.totalPaid,
  };
}

/** Pays one bill if it is still waiting (under its row lock, so two calls never pay it twice). */
export async function payWaitingBill(
  ctx: TSettleContext,
  tx: TTx,
  merchantId: number,
  id: number,
  at: Date,
): Promise<TPayOutcome | null> {
  const bill = await lockBill(tx, merchantId, id);
  if (!bill || (bill.state !== "issued" && !SHORT_STATES.includes(bill.state))) return null;
  return payBill(ctx, tx, bill, at);
}

/**
 * process-dividend / process-daily-salary: collects the member's bills of the kind that wait
 * (issued, or short of funds before) whose payer can pay now. Each bill is paid in its own
 * transaction; a second call finds them paid and pays nothing again.
 */
export async function collectBills(
  ctx: TSettleContext,
  member: TMember,
  kind: TAgentContractKind,
  at: Date,
): Promise<TProcessResult> {
  const result: TProcessResult = { paid: 0, amount: 0, stillDue: 0 };
  const touched = new Set<number>();
  for (const id of await collectableBills(ctx.database.db, member.id, kind)) {
    const outcome = await withTransactionRetry(() =>
      ctx.database.db.transaction((tx) => payWaitingBill(ctx, tx, member.merchantId, id, at)),
    );
    if (outcome === null) continue;
    // A payer short of funds may still have paid part of it.
    result.amount += outcome.amount;
    for (const memberId of outcome.touched) touched.add(memberId);
    if (outcome.paid) result.paid += 1;
    else result.stillDue += 1;
  }
  if (touched.size > 0) ctx.walletEvents.publish("balance", touched);
  return result;
}
