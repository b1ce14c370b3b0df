import { and, asc, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { TDb, TTx } from "../../db/database.ts";
import { withdrawalPayouts } from "../../db/schema/payments.ts";

export type TPayoutRow = typeof withdrawalPayouts.$inferSelect;
type TExecutor = TDb | TTx;
type TNewPayout = Pick<
  TPayoutRow,
  | "withdrawalId"
  | "merchantId"
  | "memberId"
  | "amountMinor"
  | "status"
  | "transferId"
  | "confirmBy"
  | "createdAt"
>;
export type TPayoutPatch = Partial<
  Pick<TPayoutRow, "status" | "proofMediaIds" | "remark" | "resolvedBy" | "confirmedAt">
>;

export async function insertPayout(tx: TExecutor, values: TNewPayout): Promise<TPayoutRow> {
  const [row] = await tx.insert(withdrawalPayouts).values(values).returning();
  if (!row) throw new Error("payout insert returned no row");
  return row;
}

/** The payouts of each withdrawal, oldest first. */
export async function payoutsOf(db: TExecutor, withdrawalIds: number[]): Promise<Map<number, TPayoutRow[]>> {
  const byWithdrawal = new Map<number, TPayoutRow[]>();
  if (withdrawalIds.length === 0) return byWithdrawal;
  const rows = await db
    .select()
    .from(withdrawalPayouts)
    .where(inArray(withdrawalPayouts.withdrawalId, [...new Set(withdrawalIds)]))
    .orderBy(asc(withdrawalPayouts.id));
  for (const row of rows)
    byWithdrawal.set(row.withdrawalId, [...(byWithdrawal.get(row.withdrawalId) ?? []), row]);
  return byWithdrawal;
}

export async function findPayout(
  db: TExecutor,
  merchantId: number,
  id: number,
): Promise<TPayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawalPayouts)
    .where(and(eq(withdrawalPayouts.merchantId, merchantId), eq(withdrawalPayouts.id, id)));
  return row;
}

/** The payout, locked for the rest of the transaction (a member and an operator may act at once). */
export async function lockPayout(tx: TTx, merchantId: number, id: number): Promise<TPayoutRow | undefined> {
  const [row] = await tx
    .select()
    .from(withdrawalPayouts)
    .where(and(eq(withdrawalPayouts.merchantId, merchantId), eq(withdrawalPayouts.id, id)))
    .for("update");
  return row;
}

export async function updatePayout(tx: TTx, id: number, patch: TPayoutPatch): Promise<TPayoutRow> {
  const [row] = await tx.update(withdrawalPayouts).set(patch).where(eq(withdrawalPayouts.id, id)).returning();
  if (!row) throw new Error(`payout ${id} vanished`);
  return row;
}

/**
 * Payouts still `paid` whose confirmation time has passed become `auto_received`, confirmed at
 * that time (spec §4); `scope` narrows to one member or merchant. Answers how many changed.
 */
export async function markDuePayouts(
  db: TExecutor,
  now: Date,
  scope: { memberId?: number; merchantId?: number } = {},
): Promise<number> {
  const conditions: SQL[] = [eq(withdrawalPayouts.status, "paid"), lte(withdrawalPayouts.confirmBy, now)];
  if (scope.memberId !== undefined) conditions.push(eq(withdrawalPayouts.memberId, scope.memberId));
  if (scope.merchantId !== undefined) conditions.push(eq(withdrawalPayouts.merchantId, scope.merchantId));
  const rows = await db
    .update(withdrawalPayouts)
    .set({ status: "auto_received", confirmedAt: sql`${withdrawalPayouts.confirmBy}` })
    .where(and(...conditions))
    .returning({ id: withdrawalPayouts.id });
  return rows.length;
}
