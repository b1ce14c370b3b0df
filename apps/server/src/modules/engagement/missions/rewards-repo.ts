import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../../db/database.ts";

export type TRewardRow = {
  id: number;
  merchantId: number;
  memberId: number;
  source: "mission" | "referral" | "raffle" | "rebate" | "birthday" | "manual";
  sourceKey: string;
  title: Record<string, string>;
  amount: number;
  unit: "minor" | "points";
  state: "available" | "claimed" | "expired";
  expiresAt: Date | null;
  createdAt: Date;
  claimedAt: Date | null;
};

type TRaw = {
  id: string | number;
  merchant_id: number;
  member_id: number;
  source: TRewardRow["source"];
  source_key: string;
  title: Record<string, string>;
  amount: string | number;
  unit: TRewardRow["unit"];
  state: TRewardRow["state"];
  expires_at: Date | string | null;
  created_at: Date | string;
  claimed_at: Date | string | null;
};

const at = (value: Date | string | null) => (value === null ? null : new Date(value));

const rewardOf = (row: TRaw): TRewardRow => ({
  id: Number(row.id),
  merchantId: row.merchant_id,
  memberId: row.member_id,
  source: row.source,
  sourceKey: row.source_key,
  title: row.title,
  amount: Number(row.amount),
  unit: row.unit,
  state: row.state,
  expiresAt: at(row.expires_at),
  createdAt: new Date(row.created_at),
  claimedAt: at(row.claimed_at),
});

/** Puts a reward in the member's reward centre once per source key. Answers whether it is new. */
export async function offerReward(
  tx: TTx,
  reward: Omit<TRewardRow, "id" | "state" | "createdAt" | "claimedAt">,
): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`
      insert into reward_claims (merchant_id, member_id, source, source_key, title, amount, unit, expires_at)
      values (${reward.merchantId}, ${reward.memberId}, ${reward.source}, ${reward.sourceKey},
        ${JSON.stringify(reward.title)}::jsonb, ${reward.amount}, ${reward.unit},
        ${reward.expiresAt?.toISOString() ?? null}::timestamptz)
      on conflict (merchant_id, source_key) do nothing
      returning id`),
  );
  return rows.length > 0;
}

/**
 * Claims an available, unexpired reward of the member: the conditional update only one
 * transaction can make. Undefined when it was not available (claimed, expired or another's).
 */
export async function takeReward(
  tx: TTx,
  memberId: number,
  id: number,
  now: Date,
): Promise<TRewardRow | undefined> {
  const rows = rowsOf<TRaw>(
    await tx.execute(sql`
      update reward_claims set state = 'claimed', claimed_at = ${now.toISOString()}::timestamptz
      where id = ${id} and member_id = ${memberId} and state = 'available'
        and (expires_at is null or expires_at > ${now.toISOString()}::timestamptz)
      returning *`),
  );
  return rows[0] ? rewardOf(rows[0]) : undefined;
}

export async function findReward(
  db: TDb | TTx,
  memberId: number,
  id: number,
): Promise<TRewardRow | undefined> {
  const rows = rowsOf<TRaw>(
    await db.execute(sql`select * from reward_claims where id = ${id} and member_id = ${memberId}`),
  );
  return rows[0] ? rewardOf(rows[0]) : undefined;
}

/** Marks rewards whose time ran out expired. Answers the members touched. */
export async function expireRewards(db: TDb | TTx, now: Date): Promise<number[]> {
  const rows = rowsOf<{ member_id: number }>(
    await db.execute(sql`
      update reward_claims set state = 'expired'
      where state = 'available' and expires_at <= ${now.toISOString()}::timestamptz
      returning member_id`),
  );
  return [...new Set(rows.map((row) => row.member_id))];
}

/** A page of the member's rewards (available first, then newest) and the count claimable now. */
export async function memberRewards(
  db: TDb,
  memberId: number,
  filter: { state?: TRewardRow["state"]; limit: number; offset: number; now: Date },
): Promise<{ rows: TRewardRow[]; total: number; available: number }> {
  const now = filter.now.toISOString();
  // A reward past its time reads as expired even before the sweep marks it.
  const state = sql`case when state = 'available' and expires_at <= ${now}::timestamptz then 'expired' else state end`;
  const where = sql`member_id = ${memberId} ${filter.state ? sql`and ${state} = ${filter.state}` : sql``}`;
  const rows = rowsOf<TRaw>(
    await db.execute(sql`
      select id, merchant_id, member_id, source, source_key, title, amount, unit, ${state} as state, expires_at,
        created_at, claimed_at
      from reward_claims where ${where}
      order by (${state} = 'available') desc, id desc limit ${filter.limit} offset ${filter.offset}`),
  );
  const [counts] = rowsOf<{ total: string | number; available: string | number }>(
    await db.execute(sql`
      select (select count(*) from reward_claims where ${where}) as total,
        (select count(*) from reward_claims where member_id = ${memberId} and state = 'available'
          and (expires_at is null or expires_at > ${now}::timestamptz)) as available`),
  );
  return {
    rows: rows.map(rewardOf),
    total: Number(counts?.total ?? 0),
    available: Number(counts?.available ?? 0),
  };
}
