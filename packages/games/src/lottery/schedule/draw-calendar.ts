import type { TCivilDay } from "./civil-day.ts";

/** A draw's place in its schedule: its local draw day and its 1-based index in that day. */
export type TDrawSlot = { day: TCivilDay; index: number };

/**
 * How one schedule walks from draw to draw. Every schedule kind provides it; `drawsBetween`,
 * `drawOfIssue` and `currentDraw` are written once on top of it.
 */
export type TDrawCalendar = {
  closeBeforeMs: number;
  drawAt(slot: TDrawSlot): number;
  next(slot: TDrawSlot): TDrawSlot;
  previous(slot: TDrawSlot): TDrawSlot;
  /** The first draw whose `drawAt` is strictly later than `ms`. */
  firstAfter(ms: number): TDrawSlot;
  issueOf(slot: TDrawSlot): string;
  /** The draw an issue names, or null when the schedule has no such draw. */
  slotOfIssue(issue: string): TDrawSlot | null;
};
