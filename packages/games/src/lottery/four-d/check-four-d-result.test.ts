import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TWordSource } from "../../rng.ts";
import { SeededRandomSource } from "../../seeded-random-source.ts";
import { checkFourDResult } from "./check-four-d-result.ts";
import { drawFourDResult } from "./draw-four-d-result.ts";
import { HAND_MADE_RESULT } from "./hand-made-result.ts";

function scriptedWords(words: number[]): TWordSource {
  let index = 0;
  return { nextWord: () => words[index++] ?? 0 };
}

describe("drawing a 4D result", () => {
  it("reads the numbers in the documented order: 1st, 2nd, 3rd, 10 starters, 10 consolations", () => {
    // Word 0 always picks the first number left, so the draw takes 0, 1, 2, … in turn.
    expect(drawFourDResult(scriptedWords([]))).toEqual({
      first: "0000",
      second: "0001",
      third: "0002",
      starter: ["0003", "0004", "0005", "0006", "0007", "0008", "0009", "0010", "0011", "0012"],
      consolation: ["0013", "0014", "0015", "0016", "0017", "0018", "0019", "0020", "0021", "0022"],
    });
    // The first word picks 9999 for the 1st prize; 0 swaps into its place in the pool.
    const result = drawFourDResult(scriptedWords([9_999, 9_998]));
    expect([result.first, result.second, result.third]).toEqual(["9999", "0000", "0002"]);
  });

  it("always gives a well-formed result, the same one from the same words", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (seed) => {
        const result = drawFourDResult(new SeededRandomSource(seed));
        expect(checkFourDResult(result)).toBeNull();
        expect(drawFourDResult(new SeededRandomSource(seed))).toEqual(result);
      }),
      { numRuns: 100 },
    );
  });
});

describe("checking a 4D result entered by hand", () => {
  it("accepts 23 different 4-digit numbers in the right places, ignoring extra fields", () => {
    expect(checkFourDResult(HAND_MADE_RESULT)).toBeNull();
    expect(checkFourDResult({ ...HAND_MADE_RESULT, drawnAt: "2025-01-01" })).toBeNull();
  });

  it("refuses a result that is not shaped like one", () => {
    expect(checkFourDResult(null)).toEqual({ code: "result_malformed" });
    expect(checkFourDResult("1234")).toEqual({ code: "result_malformed" });
    expect(checkFourDResult({ ...HAND_MADE_RESULT, starter: "0000" })).toEqual({ code: "result_malformed" });
    expect(checkFourDResult({ ...HAND_MADE_RESULT, third: undefined })).toEqual({ code: "result_malformed" });
    expect(checkFourDResult({ ...HAND_MADE_RESULT, first: 1234 })).toEqual({ code: "result_malformed" });
  });

  it("refuses a prize list of the wrong length", () => {
    expect(
      checkFourDResult({ ...HAND_MADE_RESULT, consolation: HAND_MADE_RESULT.consolation.slice(1) }),
    ).toEqual({
      code: "result_prize_count",
      values: { prize: "consolation", count: 10 },
    });
  });

  it("refuses a number that is not 4 digits", () => {
    for (const number of ["123", "12345", "12a4", " 123", "１２３４"]) {
      expect(checkFourDResult({ ...HAND_MADE_RESULT, second: number })).toEqual({
        code: "result_number_invalid",
        values: { prize: "second", number, digits: 4 },
      });
    }
    const starter = [...HAND_MADE_RESULT.starter.slice(0, 9), "9".repeat(50)];
    expect(checkFourDResult({ ...HAND_MADE_RESULT, starter })).toEqual({
      code: "result_number_invalid",
      values: { prize: "starter", number: "9".repeat(20), digits: 4 },
    });
  });

  it("refuses a number drawn twice", () => {
    const starter = [...HAND_MADE_RESULT.starter.slice(0, 9), "1234"];
    expect(checkFourDResult({ ...HAND_MADE_RESULT, starter })).toEqual({
      code: "result_repeated_number",
      values: { number: "1234" },
    });
  });
});
