import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fraction } from "../../../fraction.ts";
import { expectedReturn } from "../expected-return.ts";
import { x11x5AnyN } from "./x11x5-any-n.ts";
import { x11x5ResultsAt } from "./x11x5-result.ts";

const RESULT = [7, 1, 11, 5, 3];
const problem = (picks: string[]) => {
  const parsed = x11x5AnyN.parse(picks);
  return parsed.ok ? null : parsed.problem;
};

describe("11x5 any N of 5", () => {
  it("wins N ≤ 5 when every pick is drawn, and N ≥ 6 when every drawn ball is picked", () => {
    expect(x11x5AnyN.hits(RESULT, { n: 1, balls: [11] })).toEqual({ any1: 1 });
    expect(x11x5AnyN.hits(RESULT, { n: 3, balls: [1, 5, 7] })).toEqual({ any3: 1 });
    expect(x11x5AnyN.hits(RESULT, { n: 3, balls: [1, 5, 8] })).toEqual({});
    expect(x11x5AnyN.hits(RESULT, { n: 5, balls: [1, 3, 5, 7, 11] })).toEqual({ any5: 1 });
    expect(x11x5AnyN.hits(RESULT, { n: 6, balls: [1, 2, 3, 5, 7, 11] })).toEqual({ any6: 1 });
    expect(x11x5AnyN.hits(RESULT, { n: 8, balls: [1, 2, 3, 4, 5, 6, 7, 8] })).toEqual({});
  });

  it("for any draw and any N picks, hits exactly when the smaller set lies in the larger", () => {
    const draw = fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], { minLength: 5, maxLength: 5 });
    const picks = fc.subarray([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(draw, picks, (result, balls) => {
        const [small, large] = balls.length <= 5 ? [balls, result] : [result, balls];
        const isHit = small.every((ball) => large.includes(ball));
        expect(x11x5AnyN.hits(result, { n: balls.length, balls })).toEqual(
          isHit ? { [`any${balls.length}`]: 1 } : {},
        );
      }),
    );
  });

  it("reads picks in any order and names each refusal", () => {
    expect(x11x5AnyN.parse(["any3:09,01,05", "any1:7"])).toEqual({
      ok: true,
      lines: [
        { n: 3, balls: [1, 5, 9] },
        { n: 1, balls: [7] },
      ],
    });
    expect(problem(["any3:01,05"])).toEqual({
      code: "wrong_number_count",
      values: { pick: "any3:01,05", count: 3 },
    });
    expect(problem(["any2:01,12"])).toEqual({
      code: "number_out_of_range",
      values: { pick: "any2:01,12", min: 1, max: 11 },
    });
    expect(problem(["any2:05,05"])).toEqual({ code: "repeated_number", values: { pick: "any2:05,05" } });
    for (const pick of ["any9:01", "any0:", "any2:01;05", "any2", "any2:01,,05", "all2:01,05"]) {
      expect(problem([pick])).toEqual({ code: "invalid_pick", values: { pick } });
    }
    expect(problem(["any2:01,05", "any2:5,1"])).toEqual({
      code: "duplicate_pick",
      values: { pick: "any2:5,1" },
    });
    expect(x11x5AnyN.coverage({ n: 3, balls: [1, 5, 9] })).toEqual({
      group: "any_n:any3",
      key: "01,05,09",
      space: 165,
    });
    expect(x11x5AnyN.describe({ n: 3, balls: [1, 5, 9] })).toBe("any 3: 01 05 09");
  });

  it("returns the fair odds 2.2 / 5.5 / 16.5 / 66 / 462 / 77 / 22 / 8.25 exactly at price = fair", () => {
    const fair = { cost: 100, pays: { any1: 220, any2: 550, any3: 1650, any4: 6600, any5: 46200 } };
    const more = { any6: 7700, any7: 2200, any8: 825 };
    for (const row of x11x5AnyN.rtp({ ...fair, pays: { ...fair.pays, ...more } })) {
      expect(row.rtp, row.label).toEqual(fraction(1n));
    }
  });

  it("returns 1.98 × 5/11 = 90 % on any 1 and 10/11 on the rest", () => {
    const rows = x11x5AnyN.rtp(x11x5AnyN.defaultOdds);
    expect(rows[0]).toEqual({ label: "any 1", rtp: fraction(9n, 10n) });
    for (const row of rows.slice(1)) expect(row.rtp).toEqual(fraction(10n, 11n));
  });

  it("gives the same return over the 55,440 ordered draws as over the 462 sets", () => {
    const ordered = x11x5ResultsAt([1, 2, 3, 4, 5]);
    for (const line of [
      { n: 2, balls: [3, 10] },
      { n: 7, balls: [1, 2, 4, 6, 8, 10, 11] },
    ]) {
      expect(expectedReturn(ordered, x11x5AnyN.hits, line, x11x5AnyN.defaultOdds)).toEqual(
        fraction(10n, 11n),
      );
    }
  });
});
