import { drawCountdown } from "./draw-countdown.ts";

type TTimedDraw = { opensAt: string; closesAt: string };

/** How long after a countdown ends to ask again: the server moves on to the next draw by then. */
const AFTER_CHANGE_MS = 1_000;
/** How long to wait before asking again while the answer still shows a draw past its close. */
const STALE_RETRY_MS = 5_000;
/** The longest a browser timer can wait. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * When to fetch the draws shown again, in milliseconds from `nowMs`: just after the first of them
 * opens or closes; soon again while one still shows a draw that has closed; null with no draws.
 */
export function refetchDelay(
  draws: readonly (TTimedDraw | null | undefined)[],
  nowMs: number,
): number | null {
  let delay: number | null = null;
  for (const draw of draws) {
    if (!draw) continue;
    const countdown = drawCountdown(draw, nowMs);
    const wait = countdown.phase === "closed" ? STALE_RETRY_MS : countdown.targetMs - nowMs + AFTER_CHANGE_MS;
    delay = delay === null ? wait : Math.min(delay, wait);
  }
  return delay === null ? null : Math.min(delay, MAX_TIMER_MS);
}
