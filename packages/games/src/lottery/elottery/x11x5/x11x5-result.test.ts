import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SeededRandomSource } from "../../../seeded-random-source.ts";
import { scriptedWords } from "../testing/scripted-words.ts";
import { checkX11x5Result, drawX11x5Result, everyX11x5Set, x11x5ResultsAt } from "./x11x5-result.ts";

describe("an 11x5 result", () => {
  it("draws five balls in order from a shuffle, one word per ball", () => {
    const words = scriptedWords([10, 0, 0, 0, 0, 42]);
    expect(drawX11x5Result(words)).toEqual([11, 2, 3, 4, 5]);
    expect(words.remaining()).toBe(1);
    expect(drawX11x5Result(scriptedWords([0, 9, 1, 0, 6]))).toEqual([1, 11, 4, 3, 2]);
  });

  it("always draws a result that passes the check, the same one from the same words", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const result = drawX11x5Result(new SeededRandomSource(seed));
        expect(checkX11x5Result(result)).toBeNull();
        expect(drawX11x5Result(new SeededRandomSource(seed))).toEqual(result);
      }),
    );
  });

  it("refuses a result that is not five different balls of 1–11", () => {
    expect(checkX11x5Result([1, 2, 3, 4])).toEqual({ code: "result_malformed", values: { count: 5 } });
    expect(checkX11x5Result([1, 2, 3, 4, 12])).toEqual({
      code: "result_number_out_of_range",
      values: { min: 1, max: 11 },
    });
    expect(checkX11x5Result([1, 2, 3, 4, 1])).toEqual({
      code: "result_repeated_number",
      values: { number: 1 },
    });
  });

  it("enumerates the 55,440 ordered draws and the 462 sets once each", () => {
    const ordered = x11x5ResultsAt([1, 2, 3, 4, 5]);
    expect(new Set(ordered.map((result) => result.join(","))).size).toBe(55_440);
    const sets = everyX11x5Set();
    expect(new Set(sets.map((set) => set.join(","))).size).toBe(462);
    for (const set of sets) expect(checkX11x5Result(set)).toBeNull();
  });
});
