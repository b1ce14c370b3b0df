import { ENDPOINTS } from "@orchid/contract/endpoints";
import type { TGame, TGameClassify, TGameType } from "@orchid/contract/games";
import type { TGameRow } from "./game-list-repo.ts";

/** Where a game's tile is served (the `gameImage` call, image-routes.ts). */
export const gameImageUrl = (nodeId: number) => ENDPOINTS.gameImage.path.replace(":nodeId", String(nodeId));

/** The fields of a game that leave the server (spec §3 game object). */
export function presentGame(row: TGameRow): TGame {
  const nodeId = Number(row.id);
  return {
    nodeId,
    gameCode: row.code,
    name: row.name,
    gameType: row.game_type as TGameType,
    vassalage: row.vendor_code,
    vendorName: row.vendor_name,
    isGame: row.is_group ? "VASSALAGE" : "GAME",
    classify: row.classify as TGameClassify[],
    minBet: row.min_bet,
    lineNum: row.line_count,
    isHot: row.is_hot,
    imageUrl: gameImageUrl(nodeId),
  };
}

/** Pages needed for `total` rows; an empty list has none. */
export const pageCount = (total: number, pageSize: number) => Math.ceil(total / pageSize);
