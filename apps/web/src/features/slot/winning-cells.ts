import type { TSlotSpin } from "@orchid/contract/slots";

/** A cell of the 5 × 3 window: "reel:row". */
export function cellKey(reel: number, row: number): string {
  return `${reel}:${row}`;
}

/**
 * The cells a spin paid on: each winning line's symbols from the leftmost reel (its `count`),
 * and every scatter when the scatters paid.
 */
export function winningCells(spin: TSlotSpin, paylines: number[][], scatterId: string | null): Set<string> {
  const cells = new Set<string>();
  for (const win of spin.lineWins) {
    const rows = paylines[win.line - 1];
    if (!rows) continue;
    for (let reel = 0; reel < win.count; reel += 1) {
      const row = rows[reel];
      if (row !== undefined) cells.add(cellKey(reel, row));
    }
  }
  if (scatterId && spin.scatter.win > 0) {
    spin.window.forEach((column, reel) => {
      column.forEach((symbol, row) => {
        if (symbol === scatterId) cells.add(cellKey(reel, row));
      });
    });
  }
  return cells;
}
