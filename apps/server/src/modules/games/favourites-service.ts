import type { TFavouriteGames, TGameType, ZFavouriteGamesQuery } from "@orchid/contract/games";
import type { z } from "zod";
import type { TDb } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { findFavouriteTarget, insertFavourite, listFavouriteGames } from "./favourites-repo.ts";
import { pageCount, presentGame } from "./game-presenter.ts";

/**
 * Adds a favourite. The vendor and type the site sends must be the game's own: a mismatch means
 * the site's copy is stale, answered as not found rather than quietly saving something else.
 */
export async function addFavourite(
  db: TDb,
  memberId: number,
  action: { nodeId: number; vendor: string; gameType: TGameType },
): Promise<void> {
  const target = await findFavouriteTarget(db, action.nodeId);
  if (!target || target.vendorCode !== action.vendor || target.gameType !== action.gameType) {
    throw new AppError("NOT_FOUND");
  }
  await insertFavourite(db, memberId, target.id);
}

export async function favouriteGames(
  db: TDb,
  memberId: number,
  query: z.output<typeof ZFavouriteGamesQuery>,
  language: string,
): Promise<TFavouriteGames> {
  const { rows, total } = await listFavouriteGames(db, memberId, {
    language,
    gameType: query.gameType,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return { content: rows.map(presentGame), totalPages: pageCount(total, query.pageSize) };
}
