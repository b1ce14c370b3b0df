import { describe, expect, it } from "vitest";
import { SeededRandomSource } from "../seeded-random-source.ts";
import { drawDigits, drawDistinct, drawIndependent } from "./draw-numbers.ts";

describe("drawing numbers", () => {
  it("draws digits with every digit equally often", () => {
    const words = new SeededRandomSource(7);
    const counts = new Array(10).fill(0);
    for (const digit of drawDigits(words, 100_000)) counts[Number(digit)] += 1;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(400);
  });

  it("draws different numbers in drawing order, each position uniform", () => {
    const words = new SeededRandomSource(11);
    const firstCounts = new Array(11).fill(0);
    for (let round = 0; round < 22_000; round += 1) {
      const balls = drawDistinct(words, 11, 5);
      expect(new Set(balls).size).toBe(5);
      firstCounts[balls[0] as number] += 1;
    }
    for (const count of firstCounts) expect(Math.abs(count - 2_000)).toBeLessThan(200);
    expect(() => drawDistinct(words, 3, 4)).toThrow(RangeError);
  });

  it("draws independent values within their bounds", () => {
    const dice = drawIndependent(new SeededRandomSource(3), 1, 6, 3_000);
    expect(Math.min(...dice)).toBe(1);
    expect(Math.max(...dice)).toBe(6);
  });
});
