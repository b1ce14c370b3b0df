import { type SQL, sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../../db/database.ts";

/** A catalogue row as the presenter needs it; ids and counts arrive as text or bigint from int8. */
export type TGameRow = {
  id: string | number | bigint;
  code: string;
  game_type: string;
  name: string;
  vendor_code: string;
  vendor_name: string;
  is_group: boolean;
  classify: string[];
  min_bet: number;
  line_count: number;
  is_hot: boolean;
};

export type TGameFilter = {
  gameType: string;
  language: string;
  vendorCode?: string;
  classify?: string;
  minBet?: number;
  minLines?: number;
  /** Lower-cased text to find anywhere in any language's name. */
  search?: string;
  /** A group game's id: list its sub-games instead of the top level. */
  parentId?: number;
};

/** The columns every game answer carries, its name in `language` or else English. */
export const gameColumns = (language: string) => sql`
  g.id, g.code, g.game_type, coalesce(g.names ->> ${language}, g.names ->> 'EN') as name,
  g.vendor_code, v.name as vendor_name, g.is_group, g.classify, g.min_bet, g.line_count, g.is_hot`;

/** `%`, `_` and `\` are LIKE wildcards; a search for them means the characters themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filter: TGameFilter): SQL {
  // Written as the partial indexes' own predicates so the planner can use them.
  const parts: SQL[] = [
    sql`g.game_type = ${filter.gameType}`,
    sql`g.enabled`,
    filter.parentId === undefined ? sql`g.parent_id is null` : sql`g.parent_id = ${filter.parentId}`,
    // A semi-join rather than a join: the narrow list indexes then answer counts and deep
    // offsets on their own (index-only), without reading each game's row.
    sql`g.vendor_code in (select code from game_vendors where enabled)`,
  ];
  if (filter.vendorCode !== undefined) parts.push(sql`g.vendor_code = ${filter.vendorCode}`);
  if (filter.classify !== undefined) parts.push(sql`g.classify @> array[${filter.classify}]::text[]`);
  if (filter.minBet !== undefined) parts.push(sql`g.min_bet >= ${filter.minBet}`);
  if (filter.minLines !== undefined) parts.push(sql`g.line_count >= ${filter.minLines}`);
  if (filter.search) parts.push(sql`g.search_text like ${likePattern(filter.search)}`);
  return sql.join(parts, sql` and `);
}

/** The page and count statements of a list request (the EXPLAIN test reads the same text). */
export function listStatements(filter: TGameFilter, page: { limit: number; offset: number }) {
  const where = whereOf(filter);
  // The page's ids first (cheap to skip past, even 9,000 rows down), then only those rows read
  // in full and named.
  return {
    page: sql`
      select ${gameColumns(filter.language)}
      from (
        select g.id, g.sort_order from games g
        where ${where}
        order by g.sort_order, g.id
        limit ${page.limit} offset ${page.offset}
      ) listed
      join games g on g.id = listed.id
      join game_vendors v on v.code = g.vendor_code
      order by listed.sort_order, listed.id`,
    count: sql`select count(*)::int as total from games g where ${where}`,
  };
}

/** One page of the lobby list in display order. */
export async function listGames(
  db: TDb,
  filter: TGameFilter,
  page: { limit: number; offset: number },
): Promise<TGameRow[]> {
  return rowsOf<TGameRow>(await db.execute(listStatements(filter, page).page));
}

/** How many games match the filter in all. */
export async function countGames(db: TDb, filter: TGameFilter): Promise<number> {
  const result = await db.execute(listStatements(filter, { limit: 0, offset: 0 }).count);
  return rowsOf<{ total: number }>(result)[0]?.total ?? 0;
}

/** Hot top-level games of every type in hot order, at most `perType` of each. */
export async function listHotGames(
  db: TDb,
  options: { language: string; vendorCode?: string; perType: number },
): Promise<TGameRow[]> {
  const vendor = options.vendorCode === undefined ? sql`` : sql`and g.vendor_code = ${options.vendorCode}`;
  const result = await db.execute(sql`
    select * from (
      select ${gameColumns(options.language)},
        row_number() over (partition by g.game_type order by g.hot_order, g.id) as place
      from games g join game_vendors v on v.code = g.vendor_code
      where g.is_hot and g.enabled and g.parent_id is null and v.enabled ${vendor}
    ) hot
    where place <= ${options.perType}
    order by game_type, place`);
  return rowsOf<TGameRow>(result);
}

type TGameArtRow = {
  id: number;
  name: string;
  vendor_name: string;
  game_type: string;
  image_media_id: number | null;
};

/**
 * One listed game (enabled, its vendor enabled) by id, named in English: what its tile shows (the
 * operator's uploaded image when it has one).
 */
export async function findGameForArt(db: TDb, id: number): Promise<TGameArtRow | undefined> {
  const result = await db.execute(sql`
    select g.id, g.names ->> 'EN' as name, v.name as vendor_name, g.game_type, g.image_media_id
    from games g join game_vendors v on v.code = g.vendor_code
    where g.id = ${id} and g.enabled and v.enabled`);
  return rowsOf<TGameArtRow>(result)[0];
}
