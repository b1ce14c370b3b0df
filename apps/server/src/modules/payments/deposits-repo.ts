import { and, count, desc, eq } from "drizzle-orm";
import type { TDb, TTx } from "../../db/database.ts";
import { merchants } from "../../db/schema/merchants.ts";
import { depositOrders, paymentChannels } from "../../db/schema/payments.ts";

export type TDepositRow = typeof depositOrders.$inferSelect;
export type TDepositView = TDepositRow & { channelName: string; channelKind: string };

const VIEW = { order: depositOrders, channelName: paymentChannels.name, channelKind: paymentChannels.kind };

function flatten(row: { order: TDepositRow; channelName: string; channelKind: string }): TDepositView {
  return { ...row.order, channelName: row.channelName, channelKind: row.channelKind };
}

export async function insertDeposit(
  tx: TDb | TTx,
  values: typeof depositOrders.$inferInsert,
): Promise<TDepositRow> {
  const [row] = await tx.insert(depositOrders).values(values).returning();
  if (!row) throw new Error("deposit insert returned nothing");
  return row;
}

/** The order with its row locked for the rest of the transaction (one settlement at a time). */
export async function lockDepositByOrderNo(tx: TTx, orderNo: string): Promise<TDepositRow | undefined> {
  const [row] = await tx.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo)).for("update");
  return row;
}

export async function lockDeposit(tx: TTx, merchantId: number, id: number): Promise<TDepositRow | undefined> {
  const [row] = await tx
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.merchantId, merchantId), eq(depositOrders.id, id)))
    .for("update");
  return row;
}

export async function updateDeposit(
  tx: TDb | TTx,
  id: number,
  values: Partial<typeof depositOrders.$inferInsert>,
): Promise<void> {
  await tx.update(depositOrders).set(values).where(eq(depositOrders.id, id));
}

export async function findDepositView(db: TDb | TTx, id: number): Promise<TDepositView | undefined> {
  const [row] = await db
    .select(VIEW)
    .from(depositOrders)
    .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
    .where(eq(depositOrders.id, id));
  return row ? flatten(row) : undefined;
}

/** A member's orders, newest first. */
export async function listMemberDeposits(
  db: TDb,
  memberId: number,
  limit: number,
  offset: number,
): Promise<{ rows: TDepositView[]; total: number }> {
  const mine = eq(depositOrders.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select(VIEW)
      .from(depositOrders)
      .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
      .where(mine)
      .orderBy(desc(depositOrders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(depositOrders).where(mine),
  ]);
  return { rows: rows.map(flatten), total: total?.n ?? 0 };
}

/** The currency a merchant's orders are in (its members' money). */
export async function merchantCurrency(db: TDb, merchantId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ currency: merchants.currency })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row?.currency;
}

/** How many of the member's orders are in `status` (awaiting_approval: bank; pending: gateway). */
export async function countMemberDeposits(
  tx: TTx,
  memberId: number,
  status: "awaiting_approval" | "pending",
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.status, status)));
  return row?.n ?? 0;
}

/** Whether any deposit of the member has been credited (first-deposit bonuses end with the first). */
export async function hasCreditedDeposit(db: TDb | TTx, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: depositOrders.id })
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.status, "credited")))
    .limit(1);
  return row !== undefined;
}
