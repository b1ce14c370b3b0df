import type { TBoGameRound, TRoundStatus } from "@orchid/contract/backoffice-games";
import type { TGameType } from "@orchid/contract/games";
import type { TConsoleRoundRow } from "./game-rounds-repo.ts";

/** A round as the console lists it; money in minor units. */
export function presentConsoleRound(row: TConsoleRoundRow): TBoGameRound {
  const stake = Number(row.stake);
  const win = Number(row.win);
  return {
    id: Number(row.id),
    roundId: row.roundId,
    memberId: row.memberId,
    username: row.username,
    gameId: Number(row.gameId),
    gameName: row.gameName,
    vendorCode: row.vendorCode,
    vendorName: row.vendorName,
    gameType: row.gameType as TGameType,
    stake,
    win,
    net: win - stake,
    status: row.status as TRoundStatus,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
