import { REEL_COUNT, ROW_COUNT, type TReelSet, type TSlotModel } from "./slot-model.ts";

// Local copies for the hot loops: some loaders turn every read of an imported binding into a
// property lookup on the module, which costs more than the evaluation around it.
const REELS = REEL_COUNT;
const ROWS = ROW_COUNT;

/** One paying line, before the bet: `pay` is in line bets. */
export type TLinePay = { line: number; symbol: number; count: number; pay: number };

/** What one set of stops shows and pays, in bet units; `spin` turns it into money. */
export type TStopsEvaluation = {
  /** The visible symbols, reel by reel: `grid[reel * ROW_COUNT + row]`. */
  grid: Uint8Array;
  linePays: TLinePay[];
  /** Sum of the line pays, in line bets. */
  linePayTotal: number;
  scatterCount: number;
  /** In total bets. */
  scatterPay: number;
  freeSpinsAwarded: number;
};

/**
 * Pays the first `lines` paylines and the scatters for the window at `stops`.
 *
 * A line pays left to right from reel 1 for 3, 4 or 5 in a row. The wild stands in for any
 * regular symbol and also pays as a symbol of its own; when a line starts with wilds both
 * readings are valued and the better one is paid, as on a real machine: W W W K A pays three
 * wilds or four kings, whichever is worth more. The scatter never joins a line.
 */
export function evaluateStops(
  model: TSlotModel,
  reels: TReelSet,
  stops: ArrayLike<number>,
  lines: number,
): TStopsEvaluation {
  const grid = new Uint8Array(REELS * ROWS);
  let scatterCount = 0;
  for (let reel = 0; reel < REELS; reel++) {
    const stop = stops[reel] ?? 0;
    const column = reels.windows[reel] ?? grid;
    for (let row = 0; row < ROWS; row++) grid[reel * ROWS + row] = column[stop * ROWS + row] ?? 0;
    scatterCount += reels.scatterCounts[reel]?.[stop] ?? 0;
  }
  const linePays: TLinePay[] = [];
  let linePayTotal = 0;
  const paylines = model.spec.paylines;
  for (let line = 0; line < lines && line < paylines.length; line++) {
    const best = bestLinePay(model, grid, paylines[line] ?? []);
    if (best) {
      linePays.push({ line: line + 1, symbol: best.symbol, count: best.count, pay: best.pay });
      linePayTotal += best.pay;
    }
  }
  return {
    grid,
    linePays,
    linePayTotal,
    scatterCount,
    scatterPay: model.scatterPays[scatterCount] ?? 0,
    freeSpinsAwarded: model.freeSpinAwards[scatterCount] ?? 0,
  };
}

/**
 * The better of the wild reading and the substituted reading of one line, or null if neither
 * pays. Reads only as far along the line as the run goes: most lines end on reel 2.
 */
function bestLinePay(
  model: TSlotModel,
  grid: Uint8Array,
  rows: readonly number[],
): { symbol: number; count: number; pay: number } | null {
  const { wild, scatter, linePays } = model;
  let wildRun = 0;
  while (wildRun < REELS && symbolOn(grid, rows, wildRun) === wild) wildRun++;
  const wildPay = linePays[wild]?.[wildRun] ?? 0;
  if (wildRun === REELS) return { symbol: wild, count: wildRun, pay: wildPay };
  const first = symbolOn(grid, rows, wildRun);
  let substitutedPay = 0;
  let count = wildRun;
  if (first !== scatter) {
    count = wildRun + 1;
    while (count < REELS) {
      const next = symbolOn(grid, rows, count);
      if (next !== first && next !== wild) break;
      count++;
    }
    substitutedPay = linePays[first]?.[count] ?? 0;
  }
  if (substitutedPay > wildPay) return { symbol: first, count, pay: substitutedPay };
  if (wildPay > 0) return { symbol: wild, count: wildRun, pay: wildPay };
  return null;
}

function symbolOn(grid: Uint8Array, rows: readonly number[], reel: number): number {
  return grid[reel * ROWS + (rows[reel] ?? 0)] ?? 0;
}
