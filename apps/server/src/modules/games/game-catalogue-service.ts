import {
  GAME_TYPES,
  HOT_GAME_TYPES,
  type TGameList,
  type TGameMenu,
  type TGameType,
  type TGameVendor,
  type THotGames,
  type TSortingVendor,
  type ZGameListQuery,
} from "@orchid/contract/games";
import type { z } from "zod";
import type { TDb } from "../../db/database.ts";
import { countGames, listGames, listHotGames, type TGameFilter } from "./game-list-repo.ts";
import { pageCount, presentGame } from "./game-presenter.ts";
import type { ListCountCache } from "./list-count-cache.ts";
import { listVendorLanes, type TVendorLaneRow } from "./vendor-lanes-repo.ts";

/** The hot list is one page (spec §4); this keeps it a page a phone can load. */
export const HOT_GAMES_PER_TYPE = 100;

/** Lobbies in the order the site presents them: the spec's hot-list order, then the rest. */
const TYPE_ORDER: TGameType[] = [
  ...HOT_GAME_TYPES,
  ...GAME_TYPES.filter((t) => !HOT_GAME_TYPES.some((h) => h === t)),
];

export async function gameList(
  db: TDb,
  counts: ListCountCache,
  query: z.output<typeof ZGameListQuery>,
  language: string,
): Promise<TGameList> {
  const search = query.gameName?.toLowerCase();
  const filter: TGameFilter = {
    gameType: query.gameType,
    language,
    vendorCode: query.vassalage,
    classify: query.gameClassify,
    minBet: query.minBet,
    minLines: query.minLineNum,
    search: search === "" ? undefined : search,
    parentId: query.parent,
  };
  const { language: _, ...counted } = filter;
  const [rows, total] = await Promise.all([
    listGames(db, filter, { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize }),
    counts.get(JSON.stringify(counted), () => countGames(db, filter)),
  ]);
  return { games: rows.map(presentGame), totalPages: pageCount(total, query.pageSize) };
}

export async function hotGames(db: TDb, language: string, vendorCode?: string): Promise<THotGames> {
  const rows = await listHotGames(db, { language, vendorCode, perType: HOT_GAMES_PER_TYPE });
  const grouped = Object.fromEntries(
    GAME_TYPES.map((type) => [type, []]),
  ) as unknown as THotGames["hotGames"];
  for (const row of rows) grouped[row.game_type as TGameType]?.push(presentGame(row));
  return { hotGames: grouped };
}

const vendorOf = (row: TVendorLaneRow): TGameVendor => ({
  vassalage: row.code,
  name: row.name,
  gameType: row.game_type as TGameType,
  gameCount: row.game_count,
});

export async function gameVendors(db: TDb, gameType: TGameType): Promise<TGameVendor[]> {
  return (await listVendorLanes(db, gameType)).map(vendorOf);
}

/** Vendor lanes per lobby, in lobby order; lobbies nobody serves are left out. */
async function lanesByType(db: TDb): Promise<[TGameType, TVendorLaneRow[]][]> {
  const rows = await listVendorLanes(db);
  return TYPE_ORDER.map(
    (type) => [type, rows.filter((row) => row.game_type === type)] as [TGameType, TVendorLaneRow[]],
  ).filter(([, lanes]) => lanes.length > 0);
}

export async function sortingVendors(db: TDb): Promise<TSortingVendor[]> {
  return (await lanesByType(db)).map(([gameCategory, lanes]) => ({
    gameCategory,
    vendors: lanes.map(vendorOf),
  }));
}

export async function gameMenus(db: TDb): Promise<TGameMenu[]> {
  return (await lanesByType(db)).map(([title, lanes]) => ({
    title,
    cards: lanes.map((lane) => ({
      vassalage: lane.code,
      name: lane.name,
      gameType: title,
      isHot: lane.has_hot,
    })),
  }));
}
