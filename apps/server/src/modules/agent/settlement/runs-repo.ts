import { and, eq, max } from "drizzle-orm";
import type { TDb, TTx } from "../../../db/database.ts";
import { agentSettlementRuns } from "../../../db/schema/agents.ts";
import type { TSpan } from "./periods.ts";

/**
 * A run's name in the runs table: the contract kind, and for dividends the term period too
 * (a weekly and a monthly dividend period may start on the same day).
 */
export type TRunKind = string;

/** Where the last settled period of the kind ended, if any ran. */
export async function lastRunEnd(db: TDb | TTx, merchantId: number, kind: TRunKind): Promise<number | null> {
  const [row] = await db
    .select({ end: max(agentSettlementRuns.periodEnd) })
    .from(agentSettlementRuns)
    .where(and(eq(agentSettlementRuns.merchantId, merchantId), eq(agentSettlementRuns.kind, kind)));
  return row?.end ? new Date(row.end).getTime() : null;
}

/**
 * Claims the period for this transaction: answers the run's id, or null when another run (another
 * instance, an earlier try) already claimed it. The claim commits with the bills it writes.
 */
export async function claimRun(
  tx: TTx,
  merchantId: number,
  kind: TRunKind,
  span: TSpan,
  at: Date,
): Promise<number | null> {
  const [row] = await tx
    .insert(agentSettlementRuns)
    .values({
      merchantId,
      kind,
      periodStart: new Date(span.start),
      periodEnd: new Date(span.end),
      startedAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: agentSettlementRuns.id });
  return row?.id ?? null;
}

/** A re-run's row: the period's run, made when it never ran. */
export async function ensureRun(
  tx: TTx,
  merchantId: number,
  kind: TRunKind,
  span: TSpan,
  at: Date,
): Promise<number> {
  const claimed = await claimRun(tx, merchantId, kind, span, at);
  if (claimed !== null) return claimed;
  const [row] = await tx
    .select({ id: agentSettlementRuns.id })
    .from(agentSettlementRuns)
    .where(
      and(
        eq(agentSettlementRuns.merchantId, merchantId),
        eq(agentSettlementRuns.kind, kind),
        eq(agentSettlementRuns.periodStart, new Date(span.start)),
      ),
    );
  if (!row) throw new Error("settlement run vanished");
  return row.id;
}

export async function finishRun(
  tx: TTx,
  id: number,
  counts: { contracts: number; bills: number },
  at: Date,
): Promise<void> {
  await tx
    .update(agentSettlementRuns)
    .set({ finishedAt: at, contracts: counts.contracts, bills: counts.bills })
    .where(eq(agentSettlementRuns.id, id));
}
