import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../../db/database.ts";

export type TFeedbackRow = {
  id: number;
  merchantId: number;
  memberId: number | null;
  reference: string;
  type: string;
  content: string;
  imageIds: number[];
  contact: string | null;
  reply: string | null;
  createdAt: Date;
  repliedAt: Date | null;
  username: string | null;
};

type TRaw = {
  id: string | number;
  merchant_id: number;
  member_id: number | null;
  reference: string;
  type: string;
  content: string;
  image_ids: (string | number)[];
  contact: string | null;
  reply: string | null;
  created_at: Date | string;
  replied_at: Date | string | null;
  username: string | null;
};

const rowOf = (row: TRaw): TFeedbackRow => ({
  id: Number(row.id),
  merchantId: row.merchant_id,
  memberId: row.member_id,
  reference: row.reference,
  type: row.type,
  content: row.content,
  imageIds: (row.image_ids ?? []).map(Number),
  contact: row.contact,
  reply: row.reply,
  createdAt: new Date(row.created_at),
  repliedAt: row.replied_at === null ? null : new Date(row.replied_at),
  username: row.username,
});

const SELECT = sql`select f.*, m.username from feedback f left join members m on m.id = f.member_id`;

export async function insertFeedback(
  tx: TTx,
  row: Omit<TFeedbackRow, "id" | "reply" | "repliedAt" | "username" | "createdAt"> & { ip: string; at: Date },
): Promise<number> {
  const [inserted] = rowsOf<{ id: string | number }>(
    await tx.execute(sql`
      insert into feedback (merchant_id, member_id, reference, type, content, image_ids, contact, ip, created_at)
      values (${row.merchantId}, ${row.memberId}, ${row.reference}, ${row.type}, ${row.content},
        ${`{${row.imageIds.join(",")}}`}::bigint[], ${row.contact}, ${row.ip}, ${row.at.toISOString()}::timestamptz)
      returning id`),
  );
  return Number(inserted?.id);
}

/** Feedback sent recently by this member or from this address (the rate limit). */
export async function recentFeedback(
  tx: TTx,
  merchantId: number,
  who: { memberId: number | null; ip: string },
  since: Date,
) {
  const [row] = rowsOf<{ n: string | number }>(
    await tx.execute(sql`
      select count(*) as n from feedback where merchant_id = ${merchantId}
        and created_at > ${since.toISOString()}::timestamptz
        and ${who.memberId === null ? sql`ip = ${who.ip}` : sql`member_id = ${who.memberId}`}`),
  );
  return Number(row?.n ?? 0);
}

export async function listFeedback(
  db: TDb,
  filter: {
    merchantId: number;
    memberId?: number;
    state?: "open" | "replied";
    limit: number;
    offset: number;
  },
): Promise<{ rows: TFeedbackRow[]; total: number }> {
  const where = sql`f.merchant_id = ${filter.merchantId}
    ${filter.memberId === undefined ? sql`` : sql`and f.member_id = ${filter.memberId}`}
    ${filter.state === "open" ? sql`and f.replied_at is null` : filter.state === "replied" ? sql`and f.replied_at is not null` : sql``}`;
  const rows = rowsOf<TRaw>(
    await db.execute(sql`${SELECT} where ${where}
      order by (f.replied_at is null) desc, f.id desc limit ${filter.limit} offset ${filter.offset}`),
  );
  const [count] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select count(*) as n from feedback f where ${where}`),
  );
  return { rows: rows.map(rowOf), total: Number(count?.n ?? 0) };
}

export async function lockFeedback(
  tx: TTx,
  merchantId: number,
  id: number,
): Promise<TFeedbackRow | undefined> {
  const rows = rowsOf<TRaw>(
    await tx.execute(sql`${SELECT} where f.id = ${id} and f.merchant_id = ${merchantId} for update of f`),
  );
  return rows[0] ? rowOf(rows[0]) : undefined;
}

export async function saveReply(tx: TTx, id: number, reply: { text: string; operatorId: number; at: Date }) {
  await tx.execute(sql`
    update feedback set reply = ${reply.text}, replied_by = ${reply.operatorId},
      replied_at = ${reply.at.toISOString()}::timestamptz where id = ${id}`);
}
