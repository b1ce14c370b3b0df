import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { TDb, TTx } from "../../../db/database.ts";
import { agentBills } from "../../../db/schema/agents.ts";

export type TBillRow = typeof agentBills.$inferSelect;
export type TNewBill = typeof agentBills.$inferInsert;

/** Bills whose payer fell short: nothing paid yet, or part of it. Both are tried again. */
export const SHORT_STATES: readonly string[] = ["insufficient", "partly_paid"];
const isShort = sql`${agentBills.state} in ('insufficient', 'partly_paid')`;

/**
 * Writes many bills, skipping any contract that already has one for its period; answers the rows
 * written (in the order given).
 */
export async function insertBills(tx: TTx, bills: readonly TNewBill[]): Promise<TBillRow[]> {
  const written: TBillRow[] = [];
  for (let from = 0; from < bills.length; from += 500) {
    const rows = await tx
      .insert(agentBills)
      .values(bills.slice(from, from + 500))
      .onConflictDoNothing()
      .returning();
    written.push(...rows);
  }
  const byContract = new Map(written.map((row) => [row.contractId, row]));
  return bills.flatMap((bill) => byContract.get(bill.contractId) ?? []);
}

/** Marks bills paid in full (their gross) at `at`. */
export async function markBillsPaid(tx: TTx, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    update agent_bills set state = 'paid', paid_amount = gross_amount, paid_at = ${at.toISOString()}::timestamptz,
      attempts = attempts + 1, next_attempt_at = null
    where id = any(${`{${ids.join(",")}}`}::bigint[])`);
}

/** The contract's bill of the period, locked for this transaction. */
export async function lockBillOf(
  tx: TTx,
  contractId: number,
  periodStart: Date,
): Promise<TBillRow | undefined> {
  const [row] = await tx
    .select()
    .from(agentBills)
    .where(and(eq(agentBills.contractId, contractId), eq(agentBills.periodStart, periodStart)))
    .for("update");
  return row;
}

export async function lockBill(tx: TTx, merchantId: number, id: number): Promise<TBillRow | undefined> {
  const [row] = await tx
    .select()
    .from(agentBills)
    .where(and(eq(agentBills.merchantId, merchantId), eq(agentBills.id, id)))
    .for("update");
  return row;
}

export async function updateBill(
  tx: TTx,
  id: number,
  patch: Partial<
    Pick<TBillRow, "state" | "paidAmount" | "paidAt" | "attempts" | "nextAttemptAt" | "reviewedBy">
  >,
): Promise<void> {
  await tx.update(agentBills).set(patch).where(eq(agentBills.id, id));
}

/**
 * Bills still short whose period ended before `endedBefore` are given up: `expired`, what was
 * paid kept and the rest never paid (an upline that stayed short for so long is a matter for the
 * operators, who see them listed).
 */
export async function expireStaleBills(db: TDb, endedBefore: Date): Promise<number> {
  const rows = await db
    .update(agentBills)
    .set({ state: "expired", nextAttemptAt: null })
    .where(and(isShort, lte(agentBills.periodEnd, endedBefore)))
    .returning({ id: agentBills.id });
  return rows.length;
}

/**
 * Short bills due for another try, uplines first (a parent is paid before it pays its
 * children), oldest period first.
 */
export async function dueRetries(
  db: TDb,
  at: Date,
  limit: number,
): Promise<{ id: number; merchantId: number }[]> {
  return db
    .select({ id: agentBills.id, merchantId: agentBills.merchantId })
    .from(agentBills)
    .where(and(isShort, lte(agentBills.nextAttemptAt, at)))
    .orderBy(
      asc(agentBills.periodStart),
      sql`(select nlevel(agent_path) from members where id = ${agentBills.memberId})`,
      asc(agentBills.id),
    )
    .limit(limit);
}

/** The member's bills of a kind still waiting for payment (issued, or short of funds before). */
export async function collectableBills(db: TDb | TTx, memberId: number, kind: string): Promise<number[]> {
  const rows = await db
    .select({ id: agentBills.id })
    .from(agentBills)
    .where(
      and(
        eq(agentBills.memberId, memberId),
        eq(agentBills.kind, kind),
        sql`${agentBills.state} in ('issued', 'insufficient', 'partly_paid')`,
      ),
    )
    .orderBy(asc(agentBills.periodStart), asc(agentBills.id));
  return rows.map((row) => row.id);
}
