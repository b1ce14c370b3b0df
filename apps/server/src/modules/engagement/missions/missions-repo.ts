import type { TMissionGoal, TMissionPeriod, TRewardUnit } from "@orchid/contract/missions";
import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../../db/database.ts";

export type TMissionRow = {
  id: number;
  merchantId: number;
  name: Record<string, string>;
  description: Record<string, string>;
  period: TMissionPeriod;
  goal: TMissionGoal;
  gameType: string | null;
  target: number;
  reward: number;
  rewardUnit: TRewardUnit;
  claimDays: number;
  enabled: boolean;
  sort: number;
};

type TRaw = {
  id: number;
  merchant_id: number;
  name: Record<string, string>;
  description: Record<string, string>;
  period: TMissionPeriod;
  goal: TMissionGoal;
  game_type: string | null;
  target: string | number;
  reward: string | number;
  reward_unit: TRewardUnit;
  claim_days: number;
  enabled: boolean;
  sort: number;
};

const missionOf = (row: TRaw): TMissionRow => ({
  id: row.id,
  merchantId: row.merchant_id,
  name: row.name,
  description: row.description,
  period: row.period,
  goal: row.goal,
  gameType: row.game_type,
  target: Number(row.target),
  reward: Number(row.reward),
  rewardUnit: row.reward_unit,
  claimDays: row.claim_days,
  enabled: row.enabled,
  sort: row.sort,
});

/** The enabled missions of these merchants. */
export async function enabledMissions(db: TDb | TTx, merchantIds: readonly number[]): Promise<TMissionRow[]> {
  if (merchantIds.length === 0) return [];
  const rows = rowsOf<TRaw>(
    await db.execute(sql`
      select * from missions where enabled and merchant_id = any(${`{${[...new Set(merchantIds)].join(",")}}`}::int[])
      order by sort, id`),
  );
  return rows.map(missionOf);
}

export async function allMissions(db: TDb | TTx, merchantId: number): Promise<TMissionRow[]> {
  const rows = rowsOf<TRaw>(
    await db.execute(sql`select * from missions where merchant_id = ${merchantId} order by sort, id`),
  );
  return rows.map(missionOf);
}

export type TProgressRow = {
  missionId: number;
  memberId: number;
  periodStart: string;
  progress: number;
  lastDay: string | null;
  doneAt: Date | null;
};

type TProgressKey = { mission_id: number; member_id: number; period_start: string };

/** The progress rows of these keys, made when missing and locked in one order. */
export async function lockProgress(
  tx: TTx,
  keys: readonly TProgressKey[],
): Promise<Map<string, TProgressRow>> {
  const data = JSON.stringify(keys);
  await tx.execute(sql`
    insert into mission_progress (mission_id, member_id, period_start)
    select mission_id, member_id, period_start::date
    from jsonb_to_recordset(${data}::jsonb) as r(mission_id int, member_id int, period_start text)
    order by mission_id, member_id, period_start
    on conflict do nothing`);
  const rows = rowsOf<{
    mission_id: number;
    member_id: number;
    period_start: string | Date;
    progress: string | number;
    last_day: string | Date | null;
    done_at: Date | string | null;
  }>(
    await tx.execute(sql`
      select p.mission_id, p.member_id, to_char(p.period_start, 'YYYY-MM-DD') as period_start, p.progress,
        to_char(p.last_day, 'YYYY-MM-DD') as last_day, p.done_at
      from mission_progress p
      join jsonb_to_recordset(${data}::jsonb) as r(mission_id int, member_id int, period_start text)
        on r.mission_id = p.mission_id and r.member_id = p.member_id and r.period_start::date = p.period_start
      order by p.mission_id, p.member_id, p.period_start for update of p`),
  );
  return new Map(
    rows.map((row) => [
      `${row.mission_id}|${row.member_id}|${String(row.period_start)}`,
      {
        missionId: row.mission_id,
        memberId: row.member_id,
        periodStart: String(row.period_start),
        progress: Number(row.progress),
        lastDay: row.last_day === null ? null : String(row.last_day),
        doneAt: row.done_at === null ? null : new Date(row.done_at),
      },
    ]),
  );
}

export async function saveProgress(tx: TTx, rows: readonly TProgressRow[]): Promise<void> {
  if (rows.length === 0) return;
  const data = JSON.stringify(
    rows.map((row) => ({
      mission_id: row.missionId,
      member_id: row.memberId,
      period_start: row.periodStart,
      progress: row.progress,
      last_day: row.lastDay,
      done_at: row.doneAt?.toISOString() ?? null,
    })),
  );
  await tx.execute(sql`
    update mission_progress p set progress = r.progress, last_day = r.last_day::date, done_at = r.done_at::timestamptz
    from jsonb_to_recordset(${data}::jsonb)
      as r(mission_id int, member_id int, period_start text, progress bigint, last_day text, done_at text)
    where p.mission_id = r.mission_id and p.member_id = r.member_id and p.period_start = r.period_start::date`);
}

/** One member's progress on these missions in the periods given (mission id → period start). */
export async function memberProgress(
  db: TDb,
  memberId: number,
  periods: ReadonlyMap<number, string>,
): Promise<Map<number, { progress: number; done: boolean }>> {
  if (periods.size === 0) return new Map();
  const data = JSON.stringify(
    [...periods].map(([mission_id, period_start]) => ({ mission_id, period_start })),
  );
  const rows = rowsOf<{ mission_id: number; progress: string | number; done_at: unknown }>(
    await db.execute(sql`
      select p.mission_id, p.progress, p.done_at from mission_progress p
      join jsonb_to_recordset(${data}::jsonb) as r(mission_id int, period_start text)
        on r.mission_id = p.mission_id and p.period_start = r.period_start::date
      where p.member_id = ${memberId}`),
  );
  return new Map(
    rows.map((row) => [row.mission_id, { progress: Number(row.progress), done: row.done_at !== null }]),
  );
}

type TMissionFields = Omit<TMissionRow, "id" | "merchantId">;

export async function saveMission(
  tx: TTx,
  merchantId: number,
  id: number | undefined,
  fields: TMissionFields,
) {
  const values = sql`${JSON.stringify(fields.name)}::jsonb, ${JSON.stringify(fields.description)}::jsonb, ${fields.period},
    ${fields.goal}, ${fields.gameType}, ${fields.target}, ${fields.reward}, ${fields.rewardUnit}, ${fields.claimDays},
    ${fields.enabled}, ${fields.sort}`;
  const rows = rowsOf<TRaw>(
    await tx.execute(
      id === undefined
        ? sql`insert into missions (merchant_id, name, description, period, goal, game_type, target, reward,
            reward_unit, claim_days, enabled, sort) values (${merchantId}, ${values}) returning *`
        : sql`update missions set (name, description, period, goal, game_type, target, reward, reward_unit,
            claim_days, enabled, sort, updated_at) = (${values}, now())
          where id = ${id} and merchant_id = ${merchantId} returning *`,
    ),
  );
  return rows[0] ? missionOf(rows[0]) : undefined;
}

/** How often each mission was done, and its rewards claimed. */
export async function missionCounts(
  db: TDb | TTx,
  merchantId: number,
): Promise<Map<number, { done: number; claimed: number }>> {
  const rows = rowsOf<{ id: number; done: string | number; claimed: string | number }>(
    await db.execute(sql`
      select m.id,
        (select count(*) from mission_progress p where p.mission_id = m.id and p.done_at is not null) as done,
        (select count(*) from reward_claims c where c.merchant_id = m.merchant_id and c.source = 'mission'
          and c.source_key like 'mission:' || m.id || ':%' and c.state = 'claimed') as claimed
      from missions m where m.merchant_id = ${merchantId}`),
  );
  return new Map(rows.map((row) => [row.id, { done: Number(row.done), claimed: Number(row.claimed) }]));
}
