import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import type { TDb, TTx } from "../../../db/database.ts";
import { games, gameVendors } from "../../../db/schema/games.ts";

export type TCatalogueGameRow = typeof games.$inferSelect;
export type TCatalogueGame = TCatalogueGameRow & { vendorName: string };
export type TGamePatch = Partial<
  Pick<
    TCatalogueGameRow,
    "names" | "searchText" | "isHot" | "hotOrder" | "sortOrder" | "enabled" | "minBet" | "imageMediaId"
  >
>;

export type TCatalogueFilter = {
  gameType?: string;
  vendorCode?: string;
  /** Lower-cased text to find in any language's name. */
  q?: string;
  enabled?: boolean;
  hot?: boolean;
};

/** `%`, `_` and `\` are LIKE wildcards; a search for them means the characters themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filter: TCatalogueFilter): SQL | undefined {
  return and(
    filter.gameType === undefined ? undefined : eq(games.gameType, filter.gameType),
    filter.vendorCode === undefined ? undefined : eq(games.vendorCode, filter.vendorCode),
    // search_text holds every language's name lower-cased (its trigram index answers this).
    filter.q ? sql`${games.searchText} like ${likePattern(filter.q)}` : undefined,
    filter.enabled === undefined ? undefined : eq(games.enabled, filter.enabled),
    filter.hot === undefined ? undefined : eq(games.isHot, filter.hot),
  );
}

/**
 * One page of the whole catalogue (disabled games and sub-games too) in the lobby's order, or in
 * hot order when only hot games are asked for; and how many match.
 */
export async function catalogueGamePage(
  db: TDb,
  filter: TCatalogueFilter,
  limit: number,
  offset: number,
): Promise<{ rows: TCatalogueGame[]; total: number }> {
  const where = whereOf(filter);
  const order = filter.hot
    ? [sql`${games.hotOrder} asc nulls last`, asc(games.id)]
    : [asc(games.sortOrder), asc(games.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ game: games, vendorName: gameVendors.name })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(games).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row.game, vendorName: row.vendorName })), total: total?.n ?? 0 };
}

/** One game with its vendor's name. */
export async function findCatalogueGame(db: TDb | TTx, id: number): Promise<TCatalogueGame | undefined> {
  const [row] = await db
    .select({ game: games, vendorName: gameVendors.name })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
    .where(eq(games.id, id));
  return row ? { ...row.game, vendorName: row.vendorName } : undefined;
}

/** The game, locked for the rest of the transaction. */
export async function lockGame(tx: TTx, id: number): Promise<TCatalogueGameRow | undefined> {
  const [row] = await tx.select().from(games).where(eq(games.id, id)).for("update");
  return row;
}

export async function updateGame(tx: TTx, id: number, patch: TGamePatch): Promise<void> {
  await tx.update(games).set(patch).where(eq(games.id, id));
}
