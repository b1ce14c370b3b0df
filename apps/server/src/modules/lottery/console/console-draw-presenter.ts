import type { TBoLotteryDrawDetail, TBoLotteryDrawRow } from "@orchid/contract/backoffice-lottery";
import { drawStateAt, presentDraw } from "../draw-presenter.ts";
import type { TDrawRow } from "../draws-repo.ts";
import type { TDrawTotals } from "./console-draws-repo.ts";
import { correctionWindow } from "./correction-window.ts";

export function presentDrawRow(draw: TDrawRow, now: Date): TBoLotteryDrawRow {
  return {
    id: draw.id,
    gameCode: draw.gameCode,
    family: draw.family,
    issue: draw.issue,
    opensAt: draw.opensAt.toISOString(),
    closesAt: draw.closesAt.toISOString(),
    drawAt: draw.drawAt.toISOString(),
    state: drawStateAt(draw, now),
    source: draw.source,
  };
}

/** A draw for the audit: what everyone sees of it (seed once drawn), its settlement and the totals. */
export function presentDrawDetail(draw: TDrawRow, totals: TDrawTotals, now: Date): TBoLotteryDrawDetail {
  const { isCorrectable, until } = correctionWindow(draw, now);
  return {
    ...presentDraw(draw, now),
    drawnAt: draw.drawnAt?.toISOString() ?? null,
    settledAt: draw.settledAt?.toISOString() ?? null,
    settleRound: draw.settleRound,
    isCorrectable,
    correctableUntil: until?.toISOString() ?? null,
    totals,
  };
}
