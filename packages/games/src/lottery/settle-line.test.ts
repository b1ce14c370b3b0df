import { describe, expect, it } from "vitest";
import { lineReturn } from "./settle-line.ts";

describe("a line's return", () => {
  it("pays each hit its price per cost, rounded down to the minor unit", () => {
    const lo = { cost: 27_000, pays: { hit: 98_500 } };
    expect(lineReturn(27_000n, { hit: 2 }, lo)).toBe(197_000n);
    expect(lineReturn(1_000n, { hit: 1 }, lo)).toBe(3_648n);
    expect(lineReturn(27_000n, {}, lo)).toBe(0n);
  });

  it("adds different keys and refuses a key without a price", () => {
    const big = { cost: 1, pays: { first: 2_500, starter: 180 } };
    expect(lineReturn(10n, { first: 1, starter: 0 }, big)).toBe(25_000n);
    expect(() => lineReturn(10n, { second: 1 }, big)).toThrow(RangeError);
  });
});
