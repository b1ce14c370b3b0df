import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SeededRandomSource } from "../../../seeded-random-source.ts";
import { scriptedWords } from "../testing/scripted-words.ts";
import { checkPk10Result, drawPk10Result, pk10ResultsAt } from "./pk10-result.ts";

describe("a PK10 result", () => {
  it("shuffles the cars position by position, reading one word per position, the 10th too", () => {
    const words = scriptedWords([9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 77]);
    expect(drawPk10Result(words)).toEqual([10, 2, 3, 4, 5, 6, 7, 8, 9, 1]);
    expect(words.remaining()).toBe(1);
    expect(drawPk10Result(scriptedWords([3, 8, 0, 0, 0, 0, 0, 0, 0, 0]))).toEqual([
      4, 10, 3, 1, 5, 6, 7, 8, 9, 2,
    ]);
  });

  it("always draws a result that passes the check, the same one from the same words", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const result = drawPk10Result(new SeededRandomSource(seed));
        expect(checkPk10Result(result)).toBeNull();
        expect(drawPk10Result(new SeededRandomSource(seed))).toEqual(result);
      }),
    );
  });

  it("refuses a result that is not the ten cars once each", () => {
    expect(checkPk10Result([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual({
      code: "result_malformed",
      values: { count: 10 },
    });
    expect(checkPk10Result([0, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual({
      code: "result_number_out_of_range",
      values: { min: 1, max: 10 },
    });
    expect(checkPk10Result([1, 2, 3, 4, 5, 6, 7, 8, 9, 9])).toEqual({
      code: "result_repeated_number",
      values: { number: 9 },
    });
  });

  it("lists each ordered choice of cars at the chosen positions once, as valid results", () => {
    const pairs = pk10ResultsAt([2, 9]);
    expect(pairs).toHaveLength(90);
    expect(new Set(pairs.map((result) => `${result[1]}-${result[8]}`)).size).toBe(90);
    for (const result of pairs) expect(checkPk10Result(result)).toBeNull();
    expect(pk10ResultsAt([3])[6]).toEqual([1, 2, 7, 3, 4, 5, 6, 8, 9, 10]);
  });
});
