import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SeededRandomSource } from "../../../seeded-random-source.ts";
import { scriptedWords } from "../testing/scripted-words.ts";
import { checkK3Result, drawK3Result, everyK3Result } from "./k3-result.ts";

describe("a K3 result", () => {
  it("throws die 1, 2, 3 in order, skipping words that would bias a die", () => {
    const words = scriptedWords([0, 4_294_967_292, 5, 11, 3]);
    expect(drawK3Result(words)).toEqual([1, 6, 6]);
    expect(words.remaining()).toBe(1);
  });

  it("always throws a result that passes the check, the same one from the same words", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const result = drawK3Result(new SeededRandomSource(seed));
        expect(checkK3Result(result)).toBeNull();
        expect(drawK3Result(new SeededRandomSource(seed))).toEqual(result);
      }),
    );
  });

  it("refuses a result that is not three dice", () => {
    expect(checkK3Result([6, 6, 6])).toBeNull();
    expect(checkK3Result([1, 2])).toEqual({ code: "result_malformed", values: { count: 3 } });
    expect(checkK3Result([0, 2, 3])).toEqual({
      code: "result_number_out_of_range",
      values: { min: 1, max: 6 },
    });
    expect(checkK3Result([1, 2, 7])?.code).toBe("result_number_out_of_range");
  });

  it("enumerates the 216 throws once each", () => {
    const all = everyK3Result();
    expect(new Set(all.map((result) => result.join(""))).size).toBe(216);
    expect(all[0]).toEqual([1, 1, 1]);
  });
});
