import type { TInboxMessage, TMessageKind } from "@orchid/contract/inbox";
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { TDb, TTx } from "../../db/database.ts";
import { memberMessages } from "../../db/schema/inbox.ts";

export type TNewMessage = {
  merchantId: number;
  memberId: number;
  kind: TMessageKind;
  amountMinor: number;
  orderNo: string | null;
  at: Date;
};

/** Puts a notification into the member's inbox (inside the transaction that caused it). */
export async function insertMessage(tx: TDb | TTx, message: TNewMessage): Promise<void> {
  await tx.insert(memberMessages).values({
    merchantId: message.merchantId,
    memberId: message.memberId,
    kind: message.kind,
    amountMinor: message.amountMinor,
    orderNo: message.orderNo,
    createdAt: message.at,
  });
}

export async function unreadCount(db: TDb | TTx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberMessages)
    .where(and(eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt)));
  return row?.n ?? 0;
}

/** One page of the member's messages, newest first, and how many there are in all. */
export async function listMessages(
  db: TDb,
  memberId: number,
  limit: number,
  offset: number,
): Promise<{ rows: TInboxMessage[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(memberMessages)
      .where(eq(memberMessages.memberId, memberId))
      .orderBy(desc(memberMessages.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(memberMessages).where(eq(memberMessages.memberId, memberId)),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      kind: row.kind as TMessageKind,
      amount: row.amountMinor,
      orderNo: row.orderNo,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** Marks the named messages (or all) of the member read. */
export async function markRead(
  db: TDb,
  memberId: number,
  ids: number[] | undefined,
  at: Date,
): Promise<void> {
  const mine = [eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt)];
  if (ids) mine.push(inArray(memberMessages.id, ids));
  await db
    .update(memberMessages)
    .set({ readAt: at })
    .where(and(...mine));
}
