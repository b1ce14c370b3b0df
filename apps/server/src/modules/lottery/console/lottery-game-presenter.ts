import type { TBoLotteryGame } from "@orchid/contract/backoffice-lottery";
import type { TConsoleLotteryGame } from "./lottery-games-repo.ts";

export function presentLotteryGame(game: TConsoleLotteryGame): TBoLotteryGame {
  return {
    code: game.code,
    family: game.family,
    group: game.group,
    gameType: game.gameType,
    name: game.name,
    schedule:
      game.schedule.kind === "every"
        ? { ...game.schedule }
        : { ...game.schedule, days: [...game.schedule.days] },
    source: game.source,
    enabled: game.enabled,
    sortOrder: game.sortOrder,
  };
}
