import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../../db/database.ts";

export type TVipLevel = {
  rank: number;
  name: Record<string, string>;
  minDeposits: number;
  minValidBet: number;
  rebateBp: number;
  withdrawDailyMax: number | null;
  dedicatedService: boolean;
  birthdayBonus: number;
};

type TRaw = {
  merchant_id: number;
  rank: number;
  name: Record<string, string>;
  min_deposits: string | number;
  min_valid_bet: string | number;
  rebate_bp: number;
  withdraw_daily_max: string | number | null;
  dedicated_service: boolean;
  birthday_bonus: string | number;
};

const levelOf = (row: TRaw): TVipLevel => ({
  rank: row.rank,
  name: row.name,
  minDeposits: Number(row.min_deposits),
  minValidBet: Number(row.min_valid_bet),
  rebateBp: row.rebate_bp,
  withdrawDailyMax: row.withdraw_daily_max === null ? null : Number(row.withdraw_daily_max),
  dedicatedService: row.dedicated_service,
  birthdayBonus: Number(row.birthday_bonus),
});

/** Every merchant's levels that has any, by merchant, ranks ascending. */
export async function levelsByMerchant(
  db: TDb | TTx,
  merchantId?: number,
): Promise<Map<number, TVipLevel[]>> {
  const rows = rowsOf<TRaw>(
    await db.execute(sql`
      select * from vip_levels ${merchantId === undefined ? sql`` : sql`where merchant_id = ${merchantId}`}
      order by merchant_id, rank`),
  );
  const levels = new Map<number, TVipLevel[]>();
  for (const row of rows) levels.set(row.merchant_id, [...(levels.get(row.merchant_id) ?? []), levelOf(row)]);
  return levels;
}

/**
 * The daily withdrawal limit of the member's VIP rank (minor units), or null when the rank has no
 * level or its level keeps the merchant's limit. Payments ask it before every withdrawal.
 */
export async function vipWithdrawDailyMax(
  db: TDb | TTx,
  merchantId: number,
  rank: number,
): Promise<number | null> {
  const [row] = rowsOf<{ withdraw_daily_max: string | number | null }>(
    await db.execute(sql`
      select withdraw_daily_max from vip_levels where merchant_id = ${merchantId} and rank = ${rank}`),
  );
  return row?.withdraw_daily_max === null || row?.withdraw_daily_max === undefined
    ? null
    : Number(row.withdraw_daily_max);
}

/** Replaces the merchant's levels; two saves at once queue on the merchant's lock, never interleave. */
export async function replaceLevels(
  tx: TTx,
  merchantId: number,
  levels: readonly TVipLevel[],
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`vip-levels:${merchantId}`}))`);
  await tx.execute(sql`delete from vip_levels where merchant_id = ${merchantId}`);
  for (const level of levels)
    await tx.execute(sql`
      insert into vip_levels (merchant_id, rank, name, min_deposits, min_valid_bet, rebate_bp, withdraw_daily_max,
        dedicated_service, birthday_bonus)
      values (${merchantId}, ${level.rank}, ${JSON.stringify(level.name)}::jsonb, ${level.minDeposits},
        ${level.minValidBet}, ${level.rebateBp}, ${level.withdrawDailyMax}, ${level.dedicatedService},
        ${level.birthdayBonus})`);
}

/** Members' deposits and valid bet over local days [from, to], for everyone with any or a rank now. */
export async function windowTotals(
  db: TDb | TTx,
  merchantId: number,
  from: string,
  to: string,
): Promise<{ memberId: number; rank: number; deposits: number; validBet: number }[]> {
  const rows = rowsOf<{
    member_id: number;
    rank: number;
    deposits: string | number;
    valid_bet: string | number;
  }>(
    await db.execute(sql`
      select m.id as member_id, m.rank_level as rank, coalesce(t.deposits, 0) as deposits, coalesce(t.valid_bet, 0) as valid_bet
      from members m
      left join (select member_id, sum(deposits) as deposits, sum(valid_bet) as valid_bet from leaderboard_days
        where merchant_id = ${merchantId} and day between ${from}::date and ${to}::date group by member_id) t
        on t.member_id = m.id
      where m.merchant_id = ${merchantId} and (m.rank_level > 0 or t.member_id is not null)`),
  );
  return rows.map((row) => ({
    memberId: row.member_id,
    rank: row.rank,
    deposits: Number(row.deposits),
    validBet: Number(row.valid_bet),
  }));
}

/** How many members of the merchant hold each rank. */
export async function membersByRank(db: TDb | TTx, merchantId: number): Promise<Map<number, number>> {
  const rows = rowsOf<{ rank: number; n: string | number }>(
    await db.execute(sql`select rank_level as rank, count(*) as n from members where merchant_id = ${merchantId}
      and rank_level > 0 group by rank_level`),
  );
  return new Map(rows.map((row) => [row.rank, Number(row.n)]));
}

/** Real, active members of the merchant whose birthday falls on one of these MM-dd days, with their rank. */
export async function birthdaysOn(
  db: TDb | TTx,
  merchantId: number,
  days: readonly string[],
): Promise<{ memberId: number; rank: number }[]> {
  const rows = rowsOf<{ id: number; rank_level: number }>(
    await db.execute(sql`
      select id, rank_level from members
      where merchant_id = ${merchantId} and birthday is not null and status = 'active' and type <> 4
        and to_char(birthday, 'MM-DD') in (select value from jsonb_array_elements_text(${JSON.stringify(days)}::jsonb))`),
  );
  return rows.map((row) => ({ memberId: row.id, rank: row.rank_level }));
}

/** The member's rank now, the member's row locked until the transaction ends. */
export async function lockedRank(tx: TTx, memberId: number): Promise<number | undefined> {
  const [row] = rowsOf<{ rank_level: number }>(
    await tx.execute(sql`select rank_level from members where id = ${memberId} for update`),
  );
  return row?.rank_level;
}
