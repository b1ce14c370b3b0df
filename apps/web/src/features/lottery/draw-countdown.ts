import type { TLotteryDraw } from "@orchid/contract/lottery";

/** What the countdown of a draw counts to: betting opening, betting closing, or nothing left. */
export type TCountdownPhase = "opens" | "closes" | "closed";

export type TCountdown = { phase: TCountdownPhase; secondsLeft: number; targetMs: number };

type TTimedDraw = Pick<TLotteryDraw, "opensAt" | "closesAt">;

/**
 * Where a draw stands at `nowMs` by the clock: the server's state is as old as the answer, and
 * the countdown must reach zero on time and ask again then.
 */
export function drawCountdown(draw: TTimedDraw, nowMs: number): TCountdown {
  const opensAt = Date.parse(draw.opensAt);
  const closesAt = Date.parse(draw.closesAt);
  if (nowMs < opensAt)
    return { phase: "opens", secondsLeft: secondsUntil(opensAt, nowMs), targetMs: opensAt };
  if (nowMs < closesAt) {
    return { phase: "closes", secondsLeft: secondsUntil(closesAt, nowMs), targetMs: closesAt };
  }
  return { phase: "closed", secondsLeft: 0, targetMs: closesAt };
}

function secondsUntil(targetMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((targetMs - nowMs) / 1000));
}

/** Whole days and the rest as "hh:mm:ss" ("mm:ss" under an hour), for a ticking countdown. */
export function splitDuration(totalSeconds: number): { days: number; clock: string } {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const pad = (value: number) => String(value).padStart(2, "0");
  const rest = `${pad(minutes)}:${pad(seconds % 60)}`;
  return { days, clock: days > 0 || hours > 0 ? `${pad(hours)}:${rest}` : rest };
}
