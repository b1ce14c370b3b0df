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
  /** The state of its reward in the reward centre (null: none), and when its claim runs out. */
  rewardState: "available" | "claimed" | "expired" | null;
  rewardExpiresAt: Date | null;
  /** The event the promotion signs up for (null: none). */
  eventStartsAt: Date | null;
  eventEndsAt: Date | null;
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
  reward_expires_at: Date | string | null;
  event_starts_at: Date | string | null;
  event_ends_at: Date | string | null;
  username: string;
};

const instant = (value: Date | string | null) => (value === null ? null : new Date(value));

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
  rewardExpiresAt: instant(row.reward_expires_at),
  eventStartsAt: instant(row.event_starts_at),
  eventEndsAt: instant(row.event_ends_at),
  username: row.username,
});

/** The key the approval's reward carries in the reward centre. */
export const applicationRewardKey = (id: number) => `application:${id}`;

const SELECT = sql`
  select a.*, n.title, n.event_starts_at, n.event_ends_at, m.username, c.state as reward_state,
    c.expires_at as reward_expires_at
  from activity_applications a join notices n on n.id = a.notice_id join members m on m.id = a.member_id
    left join reward_claims c on c.merchant_id = a.merchant_id and c.source_key = 'application:' || a.id`;

/** A live promotion's (PR notice's) sign-up window. */
export type TPromotionWindow = { signupOpensAt: Date | null; signupClosesAt: Date | null };

/** A live promotion (PR notice) of the merchant, with its sign-up window; undefined when none. */
export async function findPromotion(
  db: TDb | TTx,
  merchantId: number,
  noticeId: number,
  at: Date,
): Promise<TPromotionWindow | undefined> {
  const [row] = rowsOf<{ signup_opens_at: Date | string | null; signup_closes_at: Date | string | null }>(
    await db.execute(sql`
      select signup_opens_at, signup_closes_at from notices
      where id = ${noticeId} and merchant_id = ${merchantId} and type = 'PR'
        and published_at <= ${at.toISOString()}::timestamptz
        and (expires_at is null or expires_at > ${at.toISOString()}::timestamptz)`),
  );
  return row
    ? { signupOpensAt: instant(row.signup_opens_at), signupClosesAt: instant(row.signup_closes_at) }
    : undefined;
}

/** Whether members may apply at `at`: within the sign-up window (none: always while live). */
export function signupOpen(window: TPromotionWindow, at: Date): boolean {
  if (window.signupOpensAt && at.getTime() < window.signupOpensAt.getTime()) return false;
  if (window.signupClosesAt && at.getTime() >= window.signupClosesAt.getTime()) return false;
  return true;
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

/** What the member sees on the promotion for this application at `now` (contract PROMOTION_STATES). */
export function promotionStateOf(
  row: Pick<TApplicationRow, "state" | "rewardState" | "rewardExpiresAt" | "eventStartsAt" | "eventEndsAt">,
  now: Date,
): TPromotionState {
  if (row.state === "applying") return "applying";
  if (row.state === "rejected") return "rejected";
  if (row.rewardState === "claimed") return "claimed";
  if (row.rewardState === "available" && (row.rewardExpiresAt === null || row.rewardExpiresAt > now))
    return "claim_payout";
  if (row.rewardState !== null) return "issued";
  const hasEvent = row.eventStartsAt !== null || row.eventEndsAt !== null;
  if (!hasEvent) return "approved";
  if (row.eventStartsAt !== null && now < row.eventStartsAt) return "signed_up";
  if (row.eventEndsAt === null || now < row.eventEndsAt) return "in_progress";
  return "approved";
}
