import { describe, expect, it } from "vitest";
import { checkDrawOdds, DEFAULT_DRAW_ODDS, drawReturn } from "./draw-odds.ts";

describe("the draw's fixed odds", () => {
  it("returns 9 × the stake at 8:1 and rounds a fractional profit down", () => {
    expect(drawReturn(1_000n, DEFAULT_DRAW_ODDS)).toBe(9_000n);
    expect(drawReturn(1_001n, { profit: 15, per: 2 })).toBe(8_508n);
    expect(drawReturn(7n, { profit: 0 })).toBe(7n);
  });

  it("refuses odds that are not whole numbers, or a negative stake", () => {
    expect(() => checkDrawOdds({ profit: -1 })).toThrow(RangeError);
    expect(() => checkDrawOdds({ profit: 8.5 })).toThrow(RangeError);
    expect(() => checkDrawOdds({ profit: 8, per: 0 })).toThrow(RangeError);
    expect(() => drawReturn(-1n, DEFAULT_DRAW_ODDS)).toThrow(RangeError);
  });
});
