import type { TScheduledGame, TWeeklySchedule } from "@orchid/games/lottery/schedule/draw-schedule";
import { FOUR_D_GAMES } from "@orchid/games/lottery/schedule/four-d-operators";
import { VN_GAMES } from "@orchid/games/lottery/schedule/vn-games";

/**
 * The real-world draws a results feed reports: Miền Bắc, every Miền Trung and Miền Nam station,
 * and the 4D operators. The fast games are drawn in-house and take no feed.
 */
export const FEED_GAMES: readonly TScheduledGame<TWeeklySchedule>[] = [...VN_GAMES, ...FOUR_D_GAMES];

export function findFeedGame(code: string): TScheduledGame<TWeeklySchedule> | undefined {
  return FEED_GAMES.find((game) => game.code === code);
}
