import { describe, expect, it } from "vitest";
import { fraction } from "../../../fraction.ts";
import { pk10Top2Sides } from "./pk10-top2-sides.ts";
import { pk10Top2Sum } from "./pk10-top2-sum.ts";

const withTop2 = (first: number, second: number) => [
  first,
  second,
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((car) => car !== first && car !== second),
];

describe("PK10 top-2 sum", () => {
  it("adds the 1st and 2nd cars and pays under the sum's own key", () => {
    expect(pk10Top2Sum.hits(withTop2(1, 2), 3)).toEqual({ sum3: 1 });
    expect(pk10Top2Sum.hits(withTop2(10, 9), 19)).toEqual({ sum19: 1 });
    expect(pk10Top2Sum.hits(withTop2(4, 7), 11)).toEqual({ sum11: 1 });
    expect(pk10Top2Sum.hits(withTop2(4, 7), 12)).toEqual({});
    expect(pk10Top2Sum.payoutKeys).toHaveLength(17);
  });

  it("reads sums 3 to 19 and refuses others", () => {
    expect(pk10Top2Sum.parse(["sum:3", "sum:19", "sum:011"])).toEqual({
      ok: false,
      problem: { code: "invalid_pick", values: { pick: "sum:011" } },
    });
    expect(pk10Top2Sum.parse(["sum:3", "sum:19"])).toEqual({ ok: true, lines: [3, 19] });
    expect(pk10Top2Sum.parse(["sum:2"])).toEqual({
      ok: false,
      problem: { code: "number_out_of_range", values: { pick: "sum:2", min: 3, max: 19 } },
    });
    expect(pk10Top2Sum.parse(["11"])).toEqual({
      ok: false,
      problem: { code: "invalid_pick", values: { pick: "11" } },
    });
    expect(pk10Top2Sum.coverage(11)).toEqual({ group: "top2_sum", key: "11", space: 17 });
  });

  it("prices each sum at 95 % of its fair odds over the 90 ordered pairs", () => {
    const rows = pk10Top2Sum.rtp(pk10Top2Sum.defaultOdds);
    const byLabel = Object.fromEntries(rows.map((row) => [row.label, row.rtp]));
    // Sums 3 and 19 come up 2 ways in 90: 42.75 × 2/90 = 0.95.
    expect(byLabel["sum 3"]).toEqual(fraction(95n, 100n));
    // Sum 11 comes up 10 ways: 8.55 × 10/90 = 0.95.
    expect(byLabel["sum 11"]).toEqual(fraction(95n, 100n));
    // Sums 9, 10, 12, 13 come up 8 ways: 10.687 × 8/90 = 85.496/90.
    for (const sum of [9, 10, 12, 13]) expect(byLabel[`sum ${sum}`]).toEqual(fraction(85_496n, 90_000n));
    for (const row of rows)
      expect(Number(row.rtp.numerator) / Number(row.rtp.denominator)).toBeCloseTo(0.95, 4);
  });
});

describe("PK10 top-2 sides", () => {
  it("calls the top-2 sum big from 12, and odd or even", () => {
    const sides = (first: number, second: number) =>
      (["big", "small", "odd", "even"] as const).map(
        (side) => Object.values(pk10Top2Sides.hits(withTop2(first, second), side))[0] ?? 0,
      );
    expect(sides(5, 7)).toEqual([1, 0, 0, 1]);
    expect(sides(1, 10)).toEqual([0, 1, 1, 0]);
    expect(sides(9, 10)).toEqual([1, 0, 1, 0]);
    expect(pk10Top2Sides.hits(withTop2(5, 7), "big")).toEqual({ big: 1 });
  });

  it("reads the four sides and covers size and parity separately", () => {
    expect(pk10Top2Sides.parse(["big", "Odd"])).toEqual({ ok: true, lines: ["big", "odd"] });
    expect(pk10Top2Sides.parse(["sum:big"])).toEqual({
      ok: false,
      problem: { code: "invalid_pick", values: { pick: "sum:big" } },
    });
    expect(pk10Top2Sides.coverage("small")).toEqual({ group: "top2_sides:size", key: "small", space: 2 });
    expect(pk10Top2Sides.coverage("even")).toEqual({ group: "top2_sides:parity", key: "even", space: 2 });
  });

  it("prices big and even (4/9) at 2.16 and small and odd (5/9) at 1.728: 96 % each", () => {
    for (const row of pk10Top2Sides.rtp(pk10Top2Sides.defaultOdds))
      expect(row.rtp).toEqual(fraction(96n, 100n));
    const fair = { cost: 1, pays: { big: 1, small: 1, odd: 1, even: 1 } };
    expect(pk10Top2Sides.rtp(fair).map((row) => row.rtp)).toEqual([
      fraction(4n, 9n),
      fraction(5n, 9n),
      fraction(5n, 9n),
      fraction(4n, 9n),
    ]);
  });
});
