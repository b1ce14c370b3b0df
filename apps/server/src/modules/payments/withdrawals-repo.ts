import type { TWithdrawalStatus } from "@orchid/contract/payments";
import { and, count, desc, eq, gte, ilike, lt, ne, or, sum } from "drizzle-orm";
import type { TDb, TTx } from "../../db/database.ts";
import { members } from "../../db/schema/accounts.ts";
import { withdrawals } from "../../db/schema/payments.ts";

export type TWithdrawalRow = typeof withdrawals.$inferSelect;
type TExecutor = TDb | TTx;
type TNewWithdrawal = Pick<
  TWithdrawalRow,
  | "merchantId"
  | "memberId"
  | "orderNo"
  | "payoutAccountId"
  | "amountMinor"
  | "holdTransferId"
  | "status"
  | "createdAt"
>;
export type TWithdrawalPatch = Partial<
  Pick<
    TWithdrawalRow,
    | "paidMinor"
    | "releasedMinor"
    | "status"
    | "approvalId"
    | "note"
    | "decidedBy"
    | "decidedAt"
    | "completedAt"
  >
>;

export async function insertWithdrawal(tx: TExecutor, values: TNewWithdrawal): Promise<TWithdrawalRow> {
  const [row] = await tx.insert(withdrawals).values(values).returning();
  if (!row) throw new Error("withdrawal insert returned no row");
  return row;
}

/** The withdrawal, locked for the rest of the transaction, so two operators cannot act on it at once. */
export async function lockWithdrawal(
  tx: TTx,
  merchantId: number,
  id: number,
): Promise<TWithdrawalRow | undefined> {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.id, id)))
    .for("update");
  return row;
}

export async function findWithdrawal(
  db: TExecutor,
  merchantId: number,
  id: number,
): Promise<TWithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.id, id)));
  return row;
}

export async function updateWithdrawal(
  tx: TTx,
  id: number,
  patch: TWithdrawalPatch,
): Promise<TWithdrawalRow> {
  const [row] = await tx.update(withdrawals).set(patch).where(eq(withdrawals.id, id)).returning();
  if (!row) throw new Error(`withdrawal ${id} vanished`);
  return row;
}

/** How many withdrawals (and how much) the member asked for in `[from, to)`, rejected ones not counted. */
export async function requestedBetween(
  db: TExecutor,
  memberId: number,
  from: Date,
  to: Date,
): Promise<{ count: number; amount: number }> {
  const [row] = await db
    .select({ n: count(), total: sum(withdrawals.amountMinor) })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        ne(withdrawals.status, "rejected"),
        gte(withdrawals.createdAt, from),
        lt(withdrawals.createdAt, to),
      ),
    );
  return { count: row?.n ?? 0, amount: Number(row?.total ?? 0) };
}

/** One page of the member's withdrawals, newest first, and how many there are. */
export async function memberWithdrawalPage(
  db: TExecutor,
  memberId: number,
  limit: number,
  offset: number,
): Promise<{ rows: TWithdrawalRow[]; total: number }> {
  const mine = eq(withdrawals.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db.select().from(withdrawals).where(mine).orderBy(desc(withdrawals.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(withdrawals).where(mine),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type TQueueFilter = { status?: TWithdrawalStatus; q?: string; from: Date; to: Date };

/**
 * One page of a merchant's withdrawals with each member's username, newest first: in `[from, to)`,
 * of one status, and matching `q` (part of the username, or the whole order number).
 */
export async function withdrawalQueuePage(
  db: TExecutor,
  merchantId: number,
  filter: TQueueFilter,
  limit: number,
  offset: number,
): Promise<{ rows: (TWithdrawalRow & { username: string })[]; total: number }> {
  const q = filter.q?.trim();
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(withdrawals.merchantId, merchantId),
    gte(withdrawals.createdAt, filter.from),
    lt(withdrawals.createdAt, filter.to),
    filter.status ? eq(withdrawals.status, filter.status) : undefined,
    like ? or(ilike(members.username, like), eq(withdrawals.orderNo, (q ?? "").toUpperCase())) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: withdrawals, username: members.username })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .where(where)
      .orderBy(desc(withdrawals.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .where(where),
  ]);
  return { rows: rows.map(({ row, username }) => ({ ...row, username })), total: total?.n ?? 0 };
}
