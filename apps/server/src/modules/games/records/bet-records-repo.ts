import { type SQL, sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../../../db/database.ts";

export type TBetRecordFilter = {
  memberId: number;
  from: Date;
  to: Date;
  gameType?: string;
  vendorCode?: string;
  status?: string;
};

export type TBetRecordRow = {
  id: string | number;
  round_id: string;
  game_name: string;
  game_type: string;
  vendor_code: string;
  vendor_name: string;
  stake: string | number;
  win: string | number;
  status: "open" | "settled" | "cancelled";
  created_at: string | Date;
  settled_at: string | Date | null;
};

function whereOf(filter: TBetRecordFilter): SQL {
  const parts = [
    sql`r.member_id = ${filter.memberId}`,
    sql`r.created_at >= ${filter.from.toISOString()}::timestamptz`,
    sql`r.created_at < ${filter.to.toISOString()}::timestamptz`,
  ];
  if (filter.gameType) parts.push(sql`r.game_type = ${filter.gameType}`);
  if (filter.vendorCode) parts.push(sql`r.vendor_code = ${filter.vendorCode}`);
  if (filter.status) parts.push(sql`r.status = ${filter.status}`);
  return sql.join(parts, sql` and `);
}

/** A page of the member's rounds, newest first, with their game's name in `language`. */
export async function listBetRecords(
  db: TDb,
  filter: TBetRecordFilter,
  language: string,
  page: { limit: number; offset: number },
): Promise<TBetRecordRow[]> {
  return rowsOf<TBetRecordRow>(
    await db.execute(sql`
      select r.id, r.round_id, coalesce(g.names ->> ${language}, g.names ->> 'EN') as game_name, r.game_type,
        r.vendor_code, v.name as vendor_name, r.stake, r.win, r.status, r.created_at, r.settled_at
      from game_rounds r join games g on g.id = r.game_id join game_vendors v on v.code = r.vendor_code
      where ${whereOf(filter)}
      order by r.created_at desc, r.id desc limit ${page.limit} offset ${page.offset}`),
  );
}

/** How many rounds match, and their stake and win totals. */
export async function sumBetRecords(
  db: TDb,
  filter: TBetRecordFilter,
): Promise<{ count: number; stake: number; win: number }> {
  const [row] = rowsOf<{ count: string | number; stake: string | number; win: string | number }>(
    await db.execute(sql`
      select count(*) as count, coalesce(sum(r.stake), 0) as stake, coalesce(sum(r.win), 0) as win
      from game_rounds r where ${whereOf(filter)}`),
  );
  return { count: Number(row?.count ?? 0), stake: Number(row?.stake ?? 0), win: Number(row?.win ?? 0) };
}

/** The member's rollups per game type over local days `[fromDay, toDay]`. */
export async function sumGameDays(
  db: TDb,
  memberId: number,
  fromDay: string,
  toDay: string,
): Promise<{ game_type: string; bets: string | number; stake: string | number; win: string | number }[]> {
  return rowsOf(
    await db.execute(sql`
      select game_type, sum(bets) as bets, sum(stake) as stake, sum(win) as win
      from member_game_days
      where member_id = ${memberId} and day between ${fromDay}::date and ${toDay}::date
      group by game_type order by game_type`),
  );
}
