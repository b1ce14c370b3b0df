import type { TDrawCalendar, TDrawSlot } from "./draw-calendar.ts";
import type { TDraw } from "./draw-schedule.ts";

/** The full record of one draw: it opens when the draw before it is drawn. */
export function drawOfSlot(calendar: TDrawCalendar, slot: TDrawSlot): TDraw {
  const drawAt = calendar.drawAt(slot);
  return {
    issue: calendar.issueOf(slot),
    opensAt: calendar.drawAt(calendar.previous(slot)),
    closesAt: drawAt - calendar.closeBeforeMs,
    drawAt,
  };
}
