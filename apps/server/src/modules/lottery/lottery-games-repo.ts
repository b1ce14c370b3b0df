import { sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../../db/database.ts";
import type { TLotteryGameRow } from "./lottery-catalogue.ts";

type TRawGame = {
  code: string;
  family: string;
  grp: TLotteryGameRow["group"];
  game_type: TLotteryGameRow["gameType"];
  name: string | null;
  schedule: TLotteryGameRow["schedule"] | string;
  source: TLotteryGameRow["source"];
  sort_order: number;
};

/** The enabled games in lobby order (lottery_games, as synced from the shipped list). */
export async function enabledLotteryGames(db: TDb): Promise<TLotteryGameRow[]> {
  const rows = rowsOf<TRawGame>(
    await db.execute(sql`select code, family, grp, game_type, name, schedule, source, sort_order
      from lottery_games where enabled order by sort_order, code`),
  );
  return rows.map((row) => ({
    code: row.code,
    family: row.family,
    group: row.grp,
    gameType: row.game_type,
    name: row.name,
    schedule: typeof row.schedule === "string" ? JSON.parse(row.schedule) : row.schedule,
    source: row.source,
    sortOrder: row.sort_order,
  }));
}
