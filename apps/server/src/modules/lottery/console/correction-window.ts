import { CORRECTION_WINDOW_MS } from "../draw-admin.ts";
import type { TDrawRow } from "../draws-repo.ts";

/**
 * Whether a draw's result may still be corrected at `now` (draw-admin's rule): a real-world result
 * while it is drawn, and once settled until the correction window closes (`until`).
 */
export function correctionWindow(draw: TDrawRow, now: Date): { isCorrectable: boolean; until: Date | null } {
  if (draw.source !== "entered") return { isCorrectable: false, until: null };
  if (draw.state === "drawn") return { isCorrectable: true, until: null };
  if (draw.state !== "settled" || !draw.settledAt) return { isCorrectable: false, until: null };
  const until = new Date(draw.settledAt.getTime() + CORRECTION_WINDOW_MS);
  return { isCorrectable: now.getTime() <= until.getTime(), until };
}
