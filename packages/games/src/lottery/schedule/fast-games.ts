import type { TEverySchedule, TScheduledGame } from "./draw-schedule.ts";
import { VN_ZONE } from "./vn-games.ts";

/** The zone whose midnight starts the draw day of Orchid's non-Vietnamese fast games. */
export const PLATFORM_ZONE = "UTC";

/** Betting closes 5 s before a draw at cadences of 1 minute or less, 30 s before slower ones. */
function every(seconds: number, zone: string): TEverySchedule {
  return { kind: "every", seconds, closeBeforeSeconds: seconds <= 60 ? 5 : 30, zone };
}

const VN_CADENCES = [
  { suffix: "45s", seconds: 45 },
  { suffix: "1m", seconds: 60 },
  { suffix: "3m", seconds: 180 },
  { suffix: "5m", seconds: 300 },
];

const ELOTTERY_CADENCES = VN_CADENCES.slice(1);

/**
 * Orchid's in-house fast draws (results from its own fair draw). The Vietnamese tables run at
 * 45 s, 1, 3 and 5 minutes on Vietnamese days (Asia/Ho_Chi_Minh); 5D, PK10, K3 and 11x5 at 1, 3
 * and 5 minutes on platform days (UTC). Codes are `<family>_<cadence>`, e.g. `vn_north_45s`, `k3_1m`.
 */
export const FAST_GAMES: readonly TScheduledGame<TEverySchedule>[] = [
  ...["vn_north", "vn_south"].flatMap((family) =>
    VN_CADENCES.map(({ suffix, seconds }) => ({
      code: `${family}_${suffix}`,
      family,
      schedule: every(seconds, VN_ZONE),
    })),
  ),
  ...["ssc5d", "pk10", "k3", "x11x5"].flatMap((family) =>
    ELOTTERY_CADENCES.map(({ suffix, seconds }) => ({
      code: `${family}_${suffix}`,
      family,
      schedule: every(seconds, PLATFORM_ZONE),
    })),
  ),
];
