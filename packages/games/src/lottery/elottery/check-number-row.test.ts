import { describe, expect, it } from "vitest";
import { checkNumberRow } from "./check-number-row.ts";

const balls = { count: 3, min: 1, max: 11, isDistinct: true };

describe("checking a result row", () => {
  it("accepts an array of the right count of integers in range", () => {
    expect(checkNumberRow([1, 11, 5], balls)).toBeNull();
    expect(checkNumberRow([4, 4, 4], { ...balls, isDistinct: false })).toBeNull();
  });

  it("refuses other shapes, numbers out of range and repeats where numbers must differ", () => {
    const malformed = { code: "result_malformed", values: { count: 3 } };
    for (const result of [null, "1,2,3", [1, 2], [1, 2, 3, 4], [1, 2, 2.5], [1, "2", 3], { 0: 1 }]) {
      expect(checkNumberRow(result, balls)).toEqual(malformed);
    }
    const outOfRange = { code: "result_number_out_of_range", values: { min: 1, max: 11 } };
    expect(checkNumberRow([0, 2, 3], balls)).toEqual(outOfRange);
    expect(checkNumberRow([1, 2, 12], balls)).toEqual(outOfRange);
    expect(checkNumberRow([5, 2, 5], balls)).toEqual({
      code: "result_repeated_number",
      values: { number: 5 },
    });
  });
});
