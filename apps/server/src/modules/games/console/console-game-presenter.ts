import type { TBoGame } from "@orchid/contract/backoffice-games";
import type { TGameClassify, TGameType } from "@orchid/contract/games";
import { mediaUrl } from "../../media/index.ts";
import { gameImageUrl } from "../game-presenter.ts";
import type { TCatalogueGame } from "./game-catalogue-repo.ts";

/** A catalogue game as the console edits it; search text, theme and timestamps stay behind. */
export function presentConsoleGame(row: TCatalogueGame): TBoGame {
  return {
    id: Number(row.id),
    code: row.code,
    vendorCode: row.vendorCode,
    vendorName: row.vendorName,
    gameType: row.gameType as TGameType,
    names: { ...row.names },
    classify: row.classify as TGameClassify[],
    minBet: row.minBet,
    lineCount: row.lineCount,
    isHot: row.isHot,
    hotOrder: row.hotOrder,
    sortOrder: row.sortOrder,
    enabled: row.enabled,
    mathsModel: row.mathsModel,
    isGroup: row.isGroup,
    parentId: row.parentId === null ? null : Number(row.parentId),
    imageUrl: gameImageUrl(Number(row.id)),
    uploadedImageUrl: row.imageMediaId === null ? null : mediaUrl(row.imageMediaId),
  };
}
