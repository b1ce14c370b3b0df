import { sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../../db/database.ts";
import { gameColumns, type TGameRow } from "./game-list-repo.ts";

/** "Popular" counts the merchant's rounds of this many days. */
export const POPULAR_DAYS = 7;

/** The games the merchant's members played most for real money since `since`, most rounds first. */
export async function listMostPlayed(
  db: TDb,
  merchantId: number,
  options: { language: string; since: Date; count: number },
): Promise<TGameRow[]> {
  return rowsOf<TGameRow>(
    await db.execute(sql`
      select ${gameColumns(options.language)}
      from (select game_id, count(*) as rounds from game_rounds
            where merchant_id = ${merchantId} and created_at >= ${options.since.toISOString()}::timestamptz
              and status <> 'cancelled' and not is_trial
            group by game_id) p
      join games g on g.id = p.game_id
      join game_vendors v on v.code = g.vendor_code
      where g.enabled and v.enabled
      order by p.rounds desc, g.id limit ${options.count}`),
  );
}

/** Hot games of every type in hot order, to fill the popular list while few rounds exist. */
export async function listHotFill(
  db: TDb,
  options: { language: string; count: number },
): Promise<TGameRow[]> {
  return rowsOf<TGameRow>(
    await db.execute(sql`
      select ${gameColumns(options.language)}
      from games g join game_vendors v on v.code = g.vendor_code
      where g.is_hot and g.enabled and v.enabled and g.parent_id is null
      order by g.hot_order nulls last, g.id limit ${options.count}`),
  );
}
