import type { TPromotionState } from "@orchid/contract/applications";
import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../../db/database.ts";

export type TApplicationRow = {
  id: number;
  merchantId: number;
  memberId: number;
  noticeId: number;
  title: Record<string, string>;
  remark: string | null;
  imageIds: number[];
  state: "applying" | "approved" | "rejected";
  note: string | null;
  reward: number | null;
  rewardUnit: "minor" | "points" | null;
  createdAt: Date;
  decidedAt: Date | null;
  /** The state of its reward in the reward centre (null: none). */
  rewardState: "available" | "claimed" | "expired" | null;
  username: string;
};

type TRaw = {
  id: string | number;
  merchant_id: number;
  member_id: number;
  notice_id: number;
  title: Record<string, string>;
  remark: string | null;
  image_ids: (string | number)[] | null;
  state: TApplicationRow["state"];
  note: string | null;
  reward: string | number | null;
  reward_unit: TApplicationRow["rewardUnit"];
  created_at: Date | string;
  decided_at: Date | string | null;
  reward_state: TApplicationRow["rewardState"];
  username: string;
};

const rowOf = (row: TRaw): TApplicationRow => ({
  id: Number(row.id),
  merchantId: row.merchant_id,
  memberId: row.member_id,
  noticeId: row.notice_id,
  title: row.title,
  remark: row.remark,
  imageIds: (row.image_ids ?? []).map(Number),
  state: row.state,
  note: row.note,
  reward: row.reward === null ? null : Number(row.reward),
  rewardUnit: row.reward_unit,
  createdAt: new Date(row.created_at),
  decidedAt: row.decided_at === null ? null : new Date(row.decided_at),
  rewardState: row.reward_state,
  username: row.username,
});

/** The key the approval's reward carries in the reward centre. */
export const applicationRewardKey = (id: number) => `application:${id}`;

const SELECT = sql`
  select a.*, n.title, m.username,
    (select c.state from reward_claims c where c.merchant_id = a.merchant_id
      and c.source_key = 'application:' || a.id) as reward_state
  from activity_applications a join notices n on n.id = a.notice_id join members m on m.id = a.member_id`;

/** A live promotion (PR notice) of the merchant. */
export async function findPromotion(
  db: TDb | TTx,
  merchantId: number,
  noticeId: number,
  at: Date,
): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      select 1 from notices where id = ${noticeId} and merchant_id = ${merchantId} and type = 'PR'
        and published_at <= ${at.toISOString()}::timestamptz
        and (expires_at is null or expires_at > ${at.toISOString()}::timestamptz)`),
  );
  return rows.length > 0;
}

export async function insertApplication(
  tx: TTx,
  row: {
    merchantId: number;
    memberId: number;
    noticeId: number;
    remark: string | null;
    imageIds: number[];
    at: Date;
  },
): Promise<number> {
  const [inserted] = rowsOf<{ id: string | number }>(
    await tx.execute(sql`
      insert into activity_applications (merchant_id, member_id, notice_id, remark, image_ids, created_at)
      values (${row.merchantId}, ${row.memberId}, ${row.noticeId}, ${row.remark},
        ${`{${row.imageIds.join(",")}}`}::bigint[], ${row.at.toISOString()}::timestamptz)
      returning id`),
  );
  return Number(inserted?.id);
}

export async function findApplication(db: TDb | TTx, merchantId: number, id: number, lock = false) {
  const rows = rowsOf<TRaw>(
    await db.execute(
      sql`${SELECT} where a.id = ${id} and a.merchant_id = ${merchantId} ${lock ? sql`for update of a` : sql``}`,
    ),
  );
  return rows[0] ? rowOf(rows[0]) : undefined;
}

export async function decideApplication(
  tx: TTx,
  id: number,
  decision: {
    state: "approved" | "rejected";
    note: string | null;
    reward: number | null;
    rewardUnit: string | null;
    operatorId: number;
    at: Date;
  },
) {
  await tx.execute(sql`
    update activity_applications set state = ${decision.state}, note = ${decision.note}, reward = ${decision.reward},
      reward_unit = ${decision.rewardUnit}, decided_by = ${decision.operatorId},
      decided_at = ${decision.at.toISOString()}::timestamptz
    where id = ${id}`);
}

export async function listApplications(
  db: TDb,
  filter: {
    merchantId: number;
    memberId?: number;
    state?: TApplicationRow["state"];
    limit: number;
    offset: number;
  },
): Promise<{ rows: TApplicationRow[]; total: number }> {
  const where = sql`a.merchant_id = ${filter.merchantId}
    ${filter.memberId === undefined ? sql`` : sql`and a.member_id = ${filter.memberId}`}
    ${filter.state ? sql`and a.state = ${filter.state}` : sql``}`;
  const rows = rowsOf<TRaw>(
    await db.execute(sql`${SELECT} where ${where}
      order by (a.state = 'applying') desc, a.id desc limit ${filter.limit} offset ${filter.offset}`),
  );
  const [count] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select count(*) as n from activity_applications a where ${where}`),
  );
  return { rows: rows.map(rowOf), total: Number(count?.n ?? 0) };
}

/** What the member sees on the promotion for this application. */
export function promotionStateOf(row: Pick<TApplicationRow, "state" | "rewardState">): TPromotionState {
  if (row.state === "applying") return "applying";
  if (row.state === "rejected") return "rejected";
  if (row.rewardState === "claimed") return "claimed";
  if (row.rewardState === "available") return "issued";
  return "approved";
}
