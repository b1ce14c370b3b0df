import { sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../../db/database.ts";
import { gameColumns, type TGameRow } from "./game-list-repo.ts";

/** How far back "recent" reaches: the games a member played in this many days. */
export const RECENT_DAYS = 30;

/** A page of the games the member played lately (still enabled), last played first, and their total. */
export async function listRecentGames(
  db: TDb,
  memberId: number,
  options: {
    language: string;
    since: Date;
    gameType?: string;
    vendorCode?: string;
    limit: number;
    offset: number;
  },
): Promise<{ rows: TGameRow[]; total: number }> {
  const type = options.gameType === undefined ? sql`` : sql`and g.game_type = ${options.gameType}`;
  const vendor = options.vendorCode === undefined ? sql`` : sql`and g.vendor_code = ${options.vendorCode}`;
  const from = sql`
    from (select game_id, max(created_at) as played from game_rounds
          where member_id = ${memberId} and created_at >= ${options.since.toISOString()}::timestamptz
          group by game_id) p
    join games g on g.id = p.game_id
    join game_vendors v on v.code = g.vendor_code
    where g.enabled and v.enabled ${type} ${vendor}`;
  const [rows, counted] = await Promise.all([
    db.execute(sql`select ${gameColumns(options.language)} ${from}
      order by p.played desc, g.id limit ${options.limit} offset ${options.offset}`),
    db.execute(sql`select count(*)::int as total ${from}`),
  ]);
  return { rows: rowsOf<TGameRow>(rows), total: rowsOf<{ total: number }>(counted)[0]?.total ?? 0 };
}
