import { describe, expect, it } from "vitest";
import { PAYLINES } from "./paylines.ts";
import { TEST_SYMBOLS, windowModel } from "./testing/tiny-models.ts";

const COLUMNS = ["K K K", "A A A", "H H H", "K K K", "A A A"];

describe("defineSlotModel refuses a model the maths cannot trust", () => {
  it("accepts a sound model and lays out each stop's visible column", () => {
    const model = windowModel(["K A H W", ...COLUMNS.slice(1)]);
    expect(model.base.windows[0]).toEqual(Uint8Array.from([4, 3, 2, 3, 2, 0, 2, 0, 4, 0, 4, 3]));
    expect(model.maxTotalBet).toBe(5 * 5);
  });

  it.each([
    ["an unknown symbol on a strip", { baseStrips: ["K K X", ...COLUMNS.slice(1)] }, /unknown symbol/],
    ["two scatters in view at once", { baseStrips: ["S K S K", ...COLUMNS.slice(1)] }, /two scatters/],
    ["four strips instead of five", { baseStrips: COLUMNS.slice(1) }, /5 strips/],
    ["more lines than paylines", { maxLines: 26, paylines: PAYLINES }, /maxLines/],
    ["a payline off the window", { paylines: [[1, 1, 3, 1, 1] as const] }, /bad payline/],
    [
      "the same payline twice",
      {
        paylines: [
          [1, 1, 1, 1, 1],
          [1, 1, 1, 1, 1],
        ] as const,
        maxLines: 2,
      },
      /distinct/,
    ],
    ["a bet per line in fractions of a minor unit", { betPerLineOptions: [0.5] }, /whole minor units/],
    [
      "a free-spin cap below the largest award",
      { freeSpins: { awards: { 3: 5, 4: 10, 5: 15 }, multiplier: 1, retrigger: { maxSpinsPerRound: 12 } } },
      /cap/,
    ],
    [
      "a fractional line pay",
      {
        symbols: TEST_SYMBOLS.map((symbol) =>
          symbol.id === "A" ? { ...symbol, pays: { 3: 1.5, 4: 2, 5: 3 } } : symbol,
        ),
      },
      /whole numbers/,
    ],
    [
      "a model without a wild",
      { symbols: TEST_SYMBOLS.filter((symbol) => symbol.kind !== "wild") },
      /one wild/,
    ],
    [
      "a jackpot share above 100 %",
      { jackpot: { contributionBasisPoints: 10_001, oneInRoundsAtMaxBet: 10 } },
      /jackpot/,
    ],
  ])("refuses %s", (_, overrides, message) => {
    const columns = "baseStrips" in overrides && overrides.baseStrips ? overrides.baseStrips : COLUMNS;
    expect(() => windowModel(columns, overrides)).toThrow(message);
  });
});
