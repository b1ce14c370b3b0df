import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SeededRandomSource } from "../../../seeded-random-source.ts";
import { scriptedWords } from "../testing/scripted-words.ts";
import { checkSscResult, drawSscResult, everySscResult, sscResultsAt } from "./ssc-result.ts";

describe("a 5D result", () => {
  it("reads one digit per position, 1st to 5th, skipping words that would bias a digit", () => {
    const words = scriptedWords([3, 14, 4_294_967_295, 15, 4_294_967_289, 26, 99]);
    expect(drawSscResult(words)).toEqual([3, 4, 5, 9, 6]);
    expect(words.remaining()).toBe(1);
  });

  it("always draws a result that passes the check, the same one from the same words", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const result = drawSscResult(new SeededRandomSource(seed));
        expect(checkSscResult(result)).toBeNull();
        expect(drawSscResult(new SeededRandomSource(seed))).toEqual(result);
      }),
    );
  });

  it("refuses a result that is not five digits", () => {
    expect(checkSscResult([0, 0, 9, 9, 0])).toBeNull();
    expect(checkSscResult("30771")).toEqual({ code: "result_malformed", values: { count: 5 } });
    expect(checkSscResult([3, 0, 7, 7])).toEqual({ code: "result_malformed", values: { count: 5 } });
    expect(checkSscResult([3, 0, 7, 7, 10])).toEqual({
      code: "result_number_out_of_range",
      values: { min: 0, max: 9 },
    });
  });

  it("enumerates all 100,000 results once each, and the marginal of chosen positions", () => {
    const seen = new Set<string>();
    for (const result of everySscResult()) seen.add(result.join(""));
    expect(seen.size).toBe(100_000);
    expect(sscResultsAt([2])).toEqual(Array.from({ length: 10 }, (_, digit) => [0, digit, 0, 0, 0]));
    const pairs = sscResultsAt([1, 5]);
    expect(new Set(pairs.map((result) => `${result[0]}${result[4]}`)).size).toBe(100);
  });
});
