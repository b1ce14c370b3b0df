import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TWordSource } from "../../rng.ts";
import { SeededRandomSource } from "../../seeded-random-source.ts";
import { chiSquareUniform } from "../../testing/chi-square.ts";
import { checkVnResult } from "./check-vn-result.ts";
import { drawVnResult } from "./draw-vn-result.ts";
import { VN_NORTH_LAYOUT } from "./vn-north-layout.ts";
import { vnNorthRules } from "./vn-north-rules.ts";
import { VN_SOUTH_LAYOUT } from "./vn-south-layout.ts";
import { vnSouthRules } from "./vn-south-rules.ts";

/** Words 0, 1, 2 … so the n-th digit drawn is n mod 10 (every word is below the rejection limit). */
function countingWords(): TWordSource & { read: () => number } {
  let next = 0;
  return { nextWord: () => next++, read: () => next };
}

describe("drawing a xổ số result", () => {
  it("draws Miền Bắc G1, G2 … G7 and ĐB last, one word per digit, from the left", () => {
    const words = countingWords();
    const result = vnNorthRules.draw(words);
    expect(words.read()).toBe(107);
    expect(Object.keys(result.prizes)).toEqual(["db", "g1", "g2", "g3", "g4", "g5", "g6", "g7"]);
    expect(result.prizes.g1).toEqual(["01234"]);
    expect(result.prizes.g2).toEqual(["56789", "01234"]);
    expect(result.prizes.g6).toEqual(["567", "890", "123"]);
    expect(result.prizes.g7).toEqual(["45", "67", "89", "01"]);
    expect(result.prizes.db).toEqual(["23456"]);
  });

  it("draws Miền Nam / Trung from G8 upward and ĐB last", () => {
    const words = countingWords();
    const result = vnSouthRules.draw(words);
    expect(words.read()).toBe(82);
    expect(Object.keys(result.prizes)).toEqual(["db", "g1", "g2", "g3", "g4", "g5", "g6", "g7", "g8"]);
    expect(result.prizes.g8).toEqual(["01"]);
    expect(result.prizes.g7).toEqual(["234"]);
    expect(result.prizes.g6).toEqual(["5678", "9012", "3456"]);
    expect(result.prizes.g1).toEqual(["12345"]);
    expect(result.prizes.db).toEqual(["678901"]);
  });

  it("always passes its own check, and the same words give the same result", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        for (const layout of [VN_NORTH_LAYOUT, VN_SOUTH_LAYOUT]) {
          const result = drawVnResult(layout, new SeededRandomSource(seed));
          expect(checkVnResult(layout, result)).toBeNull();
          expect(drawVnResult(layout, new SeededRandomSource(seed))).toEqual(result);
        }
      }),
      { numRuns: 100 },
    );
  });

  it("draws every digit position uniformly", () => {
    const words = new SeededRandomSource(2026);
    const counts = Array.from({ length: 6 }, () => new Array<number>(10).fill(0));
    for (let round = 0; round < 2_000; round += 1) {
      const special = vnSouthRules.draw(words).prizes.db[0] ?? "";
      [...special].forEach((digit, position) => {
        const row = counts[position] as number[];
        row[Number(digit)] = (row[Number(digit)] ?? 0) + 1;
      });
    }
    // Chi-square with 9 degrees of freedom exceeds 45 with probability under one in a million.
    for (const row of counts) expect(chiSquareUniform(row)).toBeLessThan(45);
  });
});
