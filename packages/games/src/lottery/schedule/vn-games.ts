import type { TWeekday } from "./civil-day.ts";
import type { TScheduledGame, TWeeklySchedule } from "./draw-schedule.ts";
import { type TVnRegion, VN_STATIONS } from "./vn-stations.ts";

export const VN_ZONE = "Asia/Ho_Chi_Minh";

/** Local draw time of each region. */
export const VN_DRAW_TIMES: Readonly<Record<TVnRegion, string>> = {
  south: "16:15",
  central: "17:15",
  north: "18:15",
};

/** Orchid closes betting on a real Vietnamese draw 15 minutes before it (16:00, 17:00, 18:00). */
export const VN_CLOSE_BEFORE_SECONDS = 900;

const EVERY_DAY: readonly TWeekday[] = [0, 1, 2, 3, 4, 5, 6];

function weekly(region: TVnRegion, days: readonly TWeekday[]): TWeeklySchedule {
  return {
    kind: "weekly",
    zone: VN_ZONE,
    days,
    time: VN_DRAW_TIMES[region],
    closeBeforeSeconds: VN_CLOSE_BEFORE_SECONDS,
  };
}

/**
 * The real Vietnamese draws Orchid takes bets on. Miền Bắc is one game, `vn_north`, drawn daily;
 * each day's result is that day's station (`vnNorthStationOn`). Each Miền Trung and Miền Nam
 * station is its own game, coded as the station, on its weekdays; both regions use the 18-number
 * table of the `vn_south` family.
 */
export const VN_GAMES: readonly TScheduledGame<TWeeklySchedule>[] = [
  { code: "vn_north", family: "vn_north", schedule: weekly("north", EVERY_DAY) },
  ...VN_STATIONS.filter((station) => station.region !== "north").map((station) => ({
    code: station.code,
    family: "vn_south",
    schedule: weekly(station.region, station.days),
  })),
];
