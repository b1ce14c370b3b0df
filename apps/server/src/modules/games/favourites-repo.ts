import { sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../../db/database.ts";
import { gameColumns, type TGameRow } from "./game-list-repo.ts";

export type TFavouriteTarget = { id: number; vendorCode: string; gameType: string };

/** The enabled game a favourite would point at, or undefined. */
export async function findFavouriteTarget(db: TDb, gameId: number): Promise<TFavouriteTarget | undefined> {
  const result = await db.execute(sql`
    select g.id, g.vendor_code, g.game_type
    from games g join game_vendors v on v.code = g.vendor_code
    where g.id = ${gameId} and g.enabled and v.enabled`);
  const row = rowsOf<{ id: string | number; vendor_code: string; game_type: string }>(result)[0];
  return row && { id: Number(row.id), vendorCode: row.vendor_code, gameType: row.game_type };
}

/** Adds a favourite; adding it again changes nothing. */
export async function insertFavourite(db: TDb, memberId: number, gameId: number): Promise<void> {
  await db.execute(sql`
    insert into game_favourites (member_id, game_id) values (${memberId}, ${gameId})
    on conflict do nothing`);
}

export async function deleteFavourite(db: TDb, memberId: number, gameId: number): Promise<void> {
  await db.execute(sql`delete from game_favourites where member_id = ${memberId} and game_id = ${gameId}`);
}

/** The member's favourite game ids, newest first. */
export async function listFavouriteIds(db: TDb, memberId: number): Promise<number[]> {
  const result = await db.execute(sql`
    select game_id from game_favourites where member_id = ${memberId} order by created_at desc, game_id`);
  return rowsOf<{ game_id: string | number }>(result).map((row) => Number(row.game_id));
}

/** A page of the member's favourite games (still enabled), newest first, and their total. */
export async function listFavouriteGames(
  db: TDb,
  memberId: number,
  options: { language: string; gameType?: string; limit: number; offset: number },
): Promise<{ rows: TGameRow[]; total: number }> {
  const type = options.gameType === undefined ? sql`` : sql`and g.game_type = ${options.gameType}`;
  const from = sql`
    from game_favourites f
    join games g on g.id = f.game_id
    join game_vendors v on v.code = g.vendor_code
    where f.member_id = ${memberId} and g.enabled and v.enabled ${type}`;
  const [rows, counted] = await Promise.all([
    db.execute(sql`select ${gameColumns(options.language)} ${from}
      order by f.created_at desc, g.id limit ${options.limit} offset ${options.offset}`),
    db.execute(sql`select count(*)::int as total ${from}`),
  ]);
  return { rows: rowsOf<TGameRow>(rows), total: rowsOf<{ total: number }>(counted)[0]?.total ?? 0 };
}
