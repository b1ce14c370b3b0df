import type { TDraw, TDrawSchedule } from "@orchid/games/lottery/schedule/draw-schedule";
import { drawsBetween } from "@orchid/games/lottery/schedule/draws-between";

/** A weekly game draws at least once a week; two weeks is a safe horizon to look ahead. */
const HORIZON_MS = 14 * 86_400_000;

/** The first draw of `schedule` drawn at `fromMs` or later. */
export function nextDraw(schedule: TDrawSchedule, fromMs: number): TDraw {
  const listed = drawsBetween(schedule, fromMs, fromMs + HORIZON_MS);
  const [draw] = listed.ok ? listed.draws : [];
  if (!draw) throw new Error(`No draw within two weeks of ${new Date(fromMs).toISOString()}`);
  return draw;
}
