import type { TWeekday } from "./civil-day.ts";

export type { TWeekday } from "./civil-day.ts";

/**
 * In-house fast draws, round the clock. A draw day is a local date in `zone`; it starts at local
 * midnight and its draw n (1-based) is drawn `n × seconds` of real elapsed time later, for every n
 * that falls no later than the next local midnight. So a 45 s day has 1,920 draws, the last at
 * 24:00 (the next midnight), and the next day's first at 00:00:45. On a day the clocks change the
 * draws still follow real time from local midnight: a 23 h day has 1,840 draws of 45 s and a 25 h
 * day 2,000, and their wall-clock times are shifted by the change after it. Issue `YYYYMMDD-NNNN`.
 * `seconds` must divide 86,400 and be from 10 (so a 25 h day has at most 9,000 draws and the index
 * keeps 4 digits) to 43,200 (so a 23 h day still has a draw; a once-a-day game is a weekly schedule
 * on every weekday); `closeBeforeSeconds` is from 1 to `seconds − 1`.
 */
export type TEverySchedule = { kind: "every"; seconds: number; closeBeforeSeconds: number; zone: string };

/**
 * Real-world draws whose results are entered: one draw on each listed weekday at local `time`
 * ("HH:MM", 24-hour) in `zone`. Weekdays count 0 = Sunday … 6 = Saturday. Issue `YYYYMMDD`, the
 * local date. `closeBeforeSeconds` is from 1 to 43,200 (12 h), so betting is always open for a
 * while between two draws.
 */
export type TWeeklySchedule = {
  kind: "weekly";
  zone: string;
  days: readonly TWeekday[];
  time: string;
  closeBeforeSeconds: number;
};

export type TDrawSchedule = TEverySchedule | TWeeklySchedule;

/**
 * One draw, in epoch ms. Betting opens when the previous draw of the same game is drawn
 * (`opensAt`), closes at `closesAt`, and the numbers are drawn at `drawAt`; always
 * opensAt ≤ closesAt < drawAt.
 */
export type TDraw = { issue: string; opensAt: number; closesAt: number; drawAt: number };

/** A game Orchid runs on a schedule: its code, the lottery family whose rules it follows, when. */
export type TScheduledGame<TSchedule extends TDrawSchedule = TDrawSchedule> = {
  code: string;
  family: string;
  schedule: TSchedule;
};

/** Why a schedule, a range or an issue was refused: a `schedule_*` code and its values. */
export type TScheduleProblem = { code: string; values?: Readonly<Record<string, string | number>> };
