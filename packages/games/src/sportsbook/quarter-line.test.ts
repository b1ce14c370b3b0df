import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { returnOf } from "./outcomes.ts";
import { checkedLine, halfLines, isQuarterLine, settleMargin } from "./quarter-line.ts";

describe("lines in quarter units", () => {
  it("settles whole and half lines on the sign of the margin", () => {
    expect(settleMargin(2).kind).toBe("win");
    expect(settleMargin(4).kind).toBe("win");
    expect(settleMargin(0).kind).toBe("push");
    expect(settleMargin(-2).kind).toBe("lose");
    expect(settleMargin(-8).kind).toBe("lose");
  });

  it("splits a quarter line over its two neighbours", () => {
    expect(settleMargin(-1).kind).toBe("half_lose"); // −0.25 on a draw: half push, half lose
    expect(settleMargin(1).kind).toBe("half_win"); // −0.75 winning by one: half win, half push
    expect(settleMargin(3).kind).toBe("win");
    expect(settleMargin(-3).kind).toBe("lose");
    expect(() => settleMargin(0.5)).toThrow(RangeError);
  });

  it("knows the quarter lines and their neighbours", () => {
    expect([-3, -2, -1, 0, 1, 2, 3, 4].map(isQuarterLine)).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(halfLines(-1)).toEqual([-2, 0]);
    expect(halfLines(-3)).toEqual([-4, -2]);
    expect(halfLines(9)).toEqual([8, 10]);
    expect(() => halfLines(2)).toThrow(RangeError);
    expect(checkedLine(-6)).toBe(-6);
    expect(() => checkedLine(0, 1)).toThrow(RangeError);
    expect(() => checkedLine(2.5)).toThrow(RangeError);
  });

  it("returns on a quarter line the average of its two halves, within one minor unit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -40, max: 40 }).map((half) => 2 * half + 1),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 1001, max: 20_000 }),
        (margin, stake, odds) => {
          const [lower, upper] = halfLines(margin);
          const halves =
            returnOf(stake, odds, settleMargin(lower)) + returnOf(stake, odds, settleMargin(upper));
          expect(Math.abs(2 * returnOf(stake, odds, settleMargin(margin)) - halves)).toBeLessThanOrEqual(2);
        },
      ),
    );
  });
});
