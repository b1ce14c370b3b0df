import { REEL_COUNT, ROW_COUNT, type TReelSet, type TSlotModel } from "./slot-model.ts";

/** How many stop combinations pay `linePay` line bets on the lines and show `scatterCount` scatters. */
export type TOutcomeCount = { linePay: number; scatterCount: number; combinations: number };

export type TSpinOutcomeDistribution = {
  /** Every stop combination of the reel set: the product of the strip lengths. */
  combinations: number;
  outcomes: TOutcomeCount[];
};

/** Outcomes are keyed `linePay × 8 + scatters`: at most one scatter per reel keeps scatters below 8. */
const SCATTER_KEY_SPAN = 8;

/**
 * Every stop combination of `reels`, counted exactly by what it pays on the first `lines`
 * lines and how many scatters it shows.
 *
 * A plain loop over all combinations (tens of millions) times every line would take minutes.
 * Instead the reels are visited left to right as a tree, carrying each line's partial run (its
 * leading wilds and the symbol it follows). A line is settled the moment its run breaks, and
 * once every line is settled the reels still to come can only add scatters: their combinations
 * are then counted in one step from a precomputed table of scatter counts, without visiting
 * them. Most branches settle after two or three reels.
 */
export function enumerateSpinOutcomes(
  model: TSlotModel,
  reels: TReelSet,
  lines: number,
): TSpinOutcomeDistribution {
  const rows = model.spec.paylines.slice(0, lines);
  const lineCount = rows.length;
  const stripLengths = reels.strips.map((strip) => strip.length);
  const combinations = stripLengths.reduce((product, length) => product * length, 1);
  if (!Number.isSafeInteger(combinations)) {
    throw new RangeError("too many stop combinations to count exactly");
  }

  const symbolCount = model.symbolIds.length;
  const pays = new Float64Array(symbolCount * (REEL_COUNT + 1));
  model.linePays.forEach((table, symbol) => {
    table.forEach((pay, count) => {
      pays[symbol * (REEL_COUNT + 1) + count] = pay;
    });
  });
  const wildPayBase = model.wild * (REEL_COUNT + 1);
  const { wild, scatter } = model;
  const remainingScatters = scatterCountsOfRemainingReels(reels);
  const rowsByReel = Array.from({ length: REEL_COUNT }, (_, reel) =>
    Int8Array.from(rows, (line) => line[reel] ?? 0),
  );

  // Per depth (reels already placed): the alive lines, and for each its leading wilds and followed symbol.
  const alive = Array.from({ length: REEL_COUNT + 1 }, () => new Int16Array(lineCount));
  const aliveCount = new Int32Array(REEL_COUNT + 1);
  const leadingWilds = Array.from({ length: REEL_COUNT + 1 }, () => new Int8Array(lineCount));
  const followed = Array.from({ length: REEL_COUNT + 1 }, () => new Int16Array(lineCount));
  // Before reel 1 every line is alive, with no wilds and no symbol to follow yet.
  alive[0] = Int16Array.from(rows, (_, line) => line);
  followed[0] = new Int16Array(lineCount).fill(-1);
  aliveCount[0] = lineCount;

  const counts = new Map<number, number>();
  const settledPay = (wilds: number, symbol: number, count: number) => {
    const wildPay = pays[wildPayBase + wilds] ?? 0;
    const symbolPay = symbol < 0 ? 0 : (pays[symbol * (REEL_COUNT + 1) + count] ?? 0);
    return symbolPay > wildPay ? symbolPay : wildPay;
  };
  const record = (depth: number, linePay: number, scatters: number) => {
    const table = remainingScatters[depth] ?? [];
    for (let extra = 0; extra < table.length; extra++) {
      const ways = table[extra] ?? 0;
      if (ways === 0) continue;
      const key = linePay * SCATTER_KEY_SPAN + scatters + extra;
      counts.set(key, (counts.get(key) ?? 0) + ways);
    }
  };

  const visit = (depth: number, linePay: number, scatters: number): void => {
    const count = aliveCount[depth] ?? 0;
    if (count === 0 || depth === REEL_COUNT) {
      record(depth, linePay, scatters);
      return;
    }
    const window = reels.windows[depth] ?? new Uint8Array();
    const scatterCounts = reels.scatterCounts[depth] ?? new Uint8Array();
    const reelRows = rowsByReel[depth] ?? new Int8Array();
    const fromAlive = alive[depth] ?? new Int16Array();
    const fromWilds = leadingWilds[depth] ?? new Int8Array();
    const fromFollowed = followed[depth] ?? new Int16Array();
    const next = depth + 1;
    const toAlive = alive[next] ?? new Int16Array();
    const toWilds = leadingWilds[next] ?? new Int8Array();
    const toFollowed = followed[next] ?? new Int16Array();
    const isLastReel = next === REEL_COUNT;
    for (let stop = 0; stop < (stripLengths[depth] ?? 0); stop++) {
      let pay = linePay;
      let survivors = 0;
      const column = stop * ROW_COUNT;
      for (let index = 0; index < count; index++) {
        const line = fromAlive[index] ?? 0;
        const symbol = window[column + (reelRows[line] ?? 0)] ?? 0;
        let wilds = fromWilds[line] ?? 0;
        let runSymbol = fromFollowed[line] ?? -1;
        if (symbol === wild) {
          if (runSymbol < 0) wilds += 1;
        } else if (symbol !== scatter && runSymbol < 0) {
          runSymbol = symbol;
        } else if (symbol !== runSymbol) {
          // The run broke on this reel: `depth` symbols matched.
          pay += settledPay(wilds, runSymbol, depth);
          continue;
        }
        if (isLastReel) {
          pay += settledPay(wilds, runSymbol, REEL_COUNT);
          continue;
        }
        toAlive[survivors] = line;
        toWilds[line] = wilds;
        toFollowed[line] = runSymbol;
        survivors += 1;
      }
      aliveCount[next] = survivors;
      visit(next, pay, scatters + (scatterCounts[stop] ?? 0));
    }
  };
  visit(0, 0, 0);

  const outcomes = [...counts].map(([key, ways]) => ({
    linePay: Math.floor(key / SCATTER_KEY_SPAN),
    scatterCount: key % SCATTER_KEY_SPAN,
    combinations: ways,
  }));
  return { combinations, outcomes };
}

/** `table[depth][extra]`: combinations of reels depth..5 that show `extra` scatters between them. */
function scatterCountsOfRemainingReels(reels: TReelSet): number[][] {
  const tables: number[][] = [];
  tables[REEL_COUNT] = [1];
  for (let reel = REEL_COUNT - 1; reel >= 0; reel--) {
    const after = tables[reel + 1] ?? [1];
    const table = new Array<number>(after.length + 1).fill(0);
    for (const scatters of reels.scatterCounts[reel] ?? []) {
      after.forEach((ways, extra) => {
        table[extra + scatters] = (table[extra + scatters] ?? 0) + ways;
      });
    }
    tables[reel] = table;
  }
  return tables;
}
