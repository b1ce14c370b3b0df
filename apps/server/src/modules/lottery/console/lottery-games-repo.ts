import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../../db/database.ts";
import type { TLotteryGameRow } from "../lottery-catalogue.ts";

/** A game as the console lists it: the row with the operators' switch. */
export type TConsoleLotteryGame = TLotteryGameRow & { enabled: boolean };

type TRawGame = {
  code: string;
  family: string;
  grp: TLotteryGameRow["group"];
  game_type: TLotteryGameRow["gameType"];
  name: string | null;
  schedule: TLotteryGameRow["schedule"] | string;
  source: TLotteryGameRow["source"];
  sort_order: number;
  enabled: boolean;
};

const GAME_COLUMNS = sql`code, family, grp, game_type, name, schedule, source, sort_order, enabled`;

function gameOf(row: TRawGame): TConsoleLotteryGame {
  return {
    code: row.code,
    family: row.family,
    group: row.grp,
    gameType: row.game_type,
    name: row.name,
    schedule: typeof row.schedule === "string" ? JSON.parse(row.schedule) : row.schedule,
    source: row.source,
    sortOrder: row.sort_order,
    enabled: row.enabled,
  };
}

/** Every game, switched off ones too, in lobby order. */
export async function allLotteryGames(db: TDb | TTx): Promise<TConsoleLotteryGame[]> {
  return rowsOf<TRawGame>(
    await db.execute(sql`select ${GAME_COLUMNS} from lottery_games order by sort_order, code`),
  ).map(gameOf);
}

export async function lockLotteryGame(tx: TTx, code: string): Promise<TConsoleLotteryGame | undefined> {
  const [row] = rowsOf<TRawGame>(
    await tx.execute(sql`select ${GAME_COLUMNS} from lottery_games where code = ${code} for update`),
  );
  return row && gameOf(row);
}

export async function setLotteryGameEnabled(tx: TTx, code: string, enabled: boolean): Promise<void> {
  await tx.execute(sql`update lottery_games set enabled = ${enabled} where code = ${code}`);
}
