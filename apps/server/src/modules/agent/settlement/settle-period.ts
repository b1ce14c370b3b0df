import type { TAppContext } from "../../../app-context.ts";
import type { TTx } from "../../../db/database.ts";
import { withTransactionRetry } from "../../wallet/index.ts";
import { loadAgentSettings } from "../agent-settings.ts";
import { insertBills, lockBillOf, type TBillRow } from "./bills-repo.ts";
import { settlingContracts } from "./contracts-repo.ts";
import { holderFigures, type THolderResult, type TSettlePeriod } from "./holder-figures.ts";
import { levelDifference, type TBillDraft } from "./level-difference.ts";
import { payBill } from "./pay-bill.ts";
import { payFreshBills } from "./pay-fresh-bills.ts";
import { claimRun, ensureRun, finishRun, type TRunKind } from "./runs-repo.ts";

export type TSettleContext = Pick<TAppContext, "database" | "ledger" | "walletEvents">;

/** One period of one merchant and kind to settle; `rerun` settles a period that already ran. */
export type TSettleRequest = TSettlePeriod & {
  merchantId: number;
  runKind: TRunKind;
  dividendPeriod?: "daily" | "weekly" | "half_month" | "monthly";
  rerun?: boolean;
};

export type TSettleResult = { contracts: number; bills: number; paid: number };

function stateOf(draft: TBillDraft, reviewAbove: number): string {
  if (!draft.reached) return "not_reached";
  return reviewAbove > 0 && draft.grossAmount > reviewAbove ? "awaiting_review" : "issued";
}

/** Writes the period's bills (a contract that has one already keeps it); answers those written. */
async function writeBills(
  tx: TTx,
  request: TSettleRequest,
  drafts: TBillDraft[],
  results: Map<number, THolderResult>,
  reviewAbove: number,
  at: Date,
): Promise<TBillRow[]> {
  const isDividend = request.kind === "dividend";
  return insertBills(
    tx,
    drafts.map((draft) => ({
      merchantId: request.merchantId,
      contractId: draft.contractId,
      memberId: draft.holderId,
      payerId: draft.payerId,
      kind: request.kind,
      periodStart: new Date(request.span.start),
      periodEnd: new Date(request.span.end),
      state: stateOf(draft, reviewAbove),
      teamValidBet: draft.figures.validBet,
      teamLoss: isDividend ? draft.figures.loss : 0,
      carryOut: isDividend ? (results.get(draft.holderId)?.carryOut ?? 0) : 0,
      activeMembers: draft.figures.activeMembers,
      tier: draft.tier,
      rateBp: draft.rateBp,
      grossAmount: draft.grossAmount,
      childrenAmount: draft.childrenAmount,
      createdAt: at,
    })),
  );
}

/**
 * Settles one period in one transaction: claims its run (exactly once per merchant, kind and
 * period — a second instance or a repeat finds it claimed and does nothing), works out every
 * contract's bill by level difference, writes the bills (one per contract and period) and pays
 * the issued ones top-down, so each upline is paid before it pays its children. A re-run keeps
 * the bills already written (paid ones stay paid) and adds and pays the missing ones.
 * Answers null when the period was already claimed.
 */
export async function settlePeriod(
  ctx: TSettleContext,
  request: TSettleRequest,
  at: Date,
): Promise<TSettleResult | null> {
  const touched = new Set<number>();
  const messaged = new Set<number>();
  const result = await withTransactionRetry(() =>
    ctx.database.db.transaction(async (tx) => {
      touched.clear();
      messaged.clear();
      const runId = request.rerun
        ? await ensureRun(tx, request.merchantId, request.runKind, request.span, at)
        : await claimRun(tx, request.merchantId, request.runKind, request.span, at);
      if (runId === null) return null;
      const settings = await loadAgentSettings(tx, request.merchantId);
      const nodes = settings.enabledKinds.includes(request.kind)
        ? await settlingContracts(
            tx,
            request.merchantId,
            request.kind,
            new Date(request.span.end),
            request.dividendPeriod,
          )
        : [];
      const results = await holderFigures(tx, request.merchantId, request, nodes, settings);
      const drafts = levelDifference(nodes, (holderId) => {
        const found = results.get(holderId);
        if (!found) throw new Error(`no figures for holder ${holderId}`);
        return found;
      });
      const written = await writeBills(tx, request, drafts, results, settings.reviewAbove, at);
      const bills = written.length;
      // The new bills in one ledger call; bill by bill when a payer falls short, or on a re-run.
      const fresh = await payFreshBills(ctx, tx, request.merchantId, written, at);
      let paid = fresh?.amount ?? 0;
      for (const id of fresh?.touched ?? []) touched.add(id);
      const settled = new Set(fresh ? written.map((bill) => bill.contractId) : []);
      for (const draft of drafts) {
        if (settled.has(draft.contractId)) continue;
        const bill = await lockBillOf(tx, draft.contractId, new Date(request.span.start));
        if (bill?.state !== "issued") continue;
        const outcome = await payBill(ctx, tx, bill, at);
        paid += outcome.amount;
        for (const id of outcome.touched) touched.add(id);
        for (const id of outcome.messaged) messaged.add(id);
      }
      await finishRun(tx, runId, { contracts: nodes.length, bills }, at);
      return { contracts: nodes.length, bills, paid };
    }),
  );
  if (touched.size > 0) ctx.walletEvents.publish("balance", touched);
  if (messaged.size > 0) ctx.walletEvents.publish("unread", messaged);
  return result;
}
