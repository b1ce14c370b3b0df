import { defineSlotModel } from "../define-slot-model.ts";
import { PAYLINES } from "../paylines.ts";
import type { TFreeSpinsSpec, TSlotModel, TSlotModelSpec, TSymbolSpec } from "../slot-model.ts";

/** Five symbols are enough to exercise every rule: a wild, a scatter and three regular symbols. */
export const TEST_SYMBOLS: TSymbolSpec[] = [
  { id: "W", name: "Wild", kind: "wild", pays: { 3: 10, 4: 40, 5: 200 } },
  { id: "S", name: "Scatter", kind: "scatter" },
  { id: "H", name: "High", kind: "regular", pays: { 3: 5, 4: 20, 5: 80 } },
  { id: "A", name: "Ace", kind: "regular", pays: { 3: 2, 4: 6, 5: 20 } },
  { id: "K", name: "King", kind: "regular", pays: { 3: 1, 4: 3, 5: 10 } },
];

const TEST_SPEC: TSlotModelSpec = {
  id: "test",
  name: "Test",
  volatility: "low",
  symbols: TEST_SYMBOLS,
  paylines: PAYLINES.slice(0, 5),
  maxLines: 5,
  betPerLineOptions: [1, 2, 5],
  baseStrips: ["W W W", "W W W", "W W W", "W W W", "W W W"],
  freeSpinStrips: ["W W W", "W W W", "W W W", "W W W", "W W W"],
  scatterPays: { 3: 2, 4: 10, 5: 50 },
  freeSpins: { awards: { 3: 2, 4: 3, 5: 5 }, multiplier: 2, retrigger: "none" },
  jackpot: null,
};

/**
 * A model whose base window at stops 0,0,0,0,0 is exactly `columns` (one string of three symbol
 * ids per reel, top to bottom), for hand-made evaluation cases.
 */
export function windowModel(columns: string[], overrides: Partial<TSlotModelSpec> = {}): TSlotModel {
  return defineSlotModel({ ...TEST_SPEC, ...overrides, baseStrips: columns });
}

/**
 * Strips so short that every path of the random source can be played: 576 base combinations,
 * scatters on reels 1, 3 and 5 only. Free spins may retrigger or not, as a test needs.
 */
export function tinyModel(freeSpins: TFreeSpinsSpec, freeSpinStrips: string[]): TSlotModel {
  return defineSlotModel({
    ...TEST_SPEC,
    id: "tiny",
    baseStrips: ["W A S K", "A K W", "H S A K", "K W H", "A S W K"],
    freeSpinStrips,
    freeSpins,
  });
}
