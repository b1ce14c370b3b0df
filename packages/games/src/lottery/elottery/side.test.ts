import { describe, expect, it } from "vitest";
import { readSide, showsSide, sideDimension } from "./side.ts";

describe("two-sided picks", () => {
  it("reads the four sides and nothing else", () => {
    expect(["big", "small", "odd", "even"].map(readSide)).toEqual(["big", "small", "odd", "even"]);
    expect(readSide("tie")).toBeNull();
    expect(readSide("Big")).toBeNull();
  });

  it("sets big from the threshold up, and odd/even by parity, as two separate dimensions", () => {
    expect([4, 5].map((value) => showsSide(value, "big", 5))).toEqual([false, true]);
    expect([4, 5].map((value) => showsSide(value, "small", 5))).toEqual([true, false]);
    expect([0, 7].map((value) => showsSide(value, "odd", 5))).toEqual([false, true]);
    expect([0, 7].map((value) => showsSide(value, "even", 5))).toEqual([true, false]);
    expect([sideDimension("big"), sideDimension("small")]).toEqual(["size", "size"]);
    expect([sideDimension("odd"), sideDimension("even")]).toEqual(["parity", "parity"]);
  });
});
