import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import type { TDb, TTx } from "../../db/database.ts";
import { payoutAccounts } from "../../db/schema/payments.ts";

export type TPayoutAccountRow = typeof payoutAccounts.$inferSelect;
type TExecutor = TDb | TTx;

const active = (memberId: number) =>
  and(eq(payoutAccounts.memberId, memberId), isNull(payoutAccounts.removedAt));

/** The member's bound (not removed) accounts, oldest first. */
export function listActiveAccounts(db: TExecutor, memberId: number): Promise<TPayoutAccountRow[]> {
  return db.select().from(payoutAccounts).where(active(memberId)).orderBy(asc(payoutAccounts.id));
}

/** One of the member's bound accounts, or undefined (another member's or a removed one). */
export async function findActiveAccount(
  db: TExecutor,
  memberId: number,
  id: number,
): Promise<TPayoutAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(and(active(memberId), eq(payoutAccounts.id, id)));
  return row;
}

export async function countActiveAccounts(db: TExecutor, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(payoutAccounts).where(active(memberId));
  return row?.n ?? 0;
}

/** Accounts by id, removed ones included (a past withdrawal still names its account). */
export async function accountsByIds(db: TExecutor, ids: number[]): Promise<Map<number, TPayoutAccountRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(payoutAccounts)
    .where(inArray(payoutAccounts.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function insertAccount(
  tx: TExecutor,
  values: Pick<
    TPayoutAccountRow,
    "merchantId" | "memberId" | "bankName" | "accountNumber" | "payeeName" | "createdAt"
  >,
): Promise<TPayoutAccountRow> {
  const [row] = await tx.insert(payoutAccounts).values(values).returning();
  if (!row) throw new Error("payout account insert returned no row");
  return row;
}

/** Marks one of the member's accounts removed; answers whether there was one to remove. */
export async function removeAccount(db: TExecutor, memberId: number, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(payoutAccounts)
    .set({ removedAt: at })
    .where(and(active(memberId), eq(payoutAccounts.id, id)))
    .returning({ id: payoutAccounts.id });
  return rows.length > 0;
}

/**
 * Every account number the member has bound, removed ones too, in one spelling (letters and digits,
 * upper case): what identifies a person to once-per-person bonuses (engagement's TPayoutIdentities).
 */
export async function payoutAccountNumbers(db: TExecutor, memberId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ number: payoutAccounts.accountNumber })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.memberId, memberId));
  return [...new Set(rows.map((row) => row.number.replace(/[^0-9A-Za-z]/g, "").toUpperCase()))];
}
