import type { TScheduledGame, TWeeklySchedule } from "./draw-schedule.ts";

/**
 * The 4D draws Orchid takes bets on, results entered from the operators' own draws. Malaysia
 * draws Wednesday, Saturday and Sunday at 19:00 and Orchid closes at 18:30; Singapore draws the
 * same days at 18:30 and closes at 18:00.
 */
export const FOUR_D_GAMES: readonly TScheduledGame<TWeeklySchedule>[] = [
  {
    code: "four_d_my",
    family: "four_d",
    schedule: {
      kind: "weekly",
      zone: "Asia/Kuala_Lumpur",
      days: [0, 3, 6],
      time: "19:00",
      closeBeforeSeconds: 1_800,
    },
  },
  {
    code: "four_d_sg",
    family: "four_d",
    schedule: {
      kind: "weekly",
      zone: "Asia/Singapore",
      days: [0, 3, 6],
      time: "18:30",
      closeBeforeSeconds: 1_800,
    },
  },
];
