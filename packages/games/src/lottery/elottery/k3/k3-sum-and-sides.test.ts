import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fraction } from "../../../fraction.ts";
import { k3Sides } from "./k3-sides.ts";
import { k3Sum } from "./k3-sum.ts";

const die = fc.integer({ min: 1, max: 6 });

describe("K3 sum", () => {
  it("pays the line of the dice total, under that sum's own key", () => {
    expect(k3Sum.hits([1, 1, 1], 3)).toEqual({ sum3: 1 });
    expect(k3Sum.hits([6, 3, 1], 10)).toEqual({ sum10: 1 });
    expect(k3Sum.hits([6, 3, 1], 11)).toEqual({});
    expect(k3Sum.hits([6, 6, 6], 18)).toEqual({ sum18: 1 });
  });

  it("has exactly one winning sum line for any throw", () => {
    fc.assert(
      fc.property(die, die, die, (a, b, c) => {
        const winners = Array.from({ length: 16 }, (_, index) => index + 3).filter(
          (sum) => Object.keys(k3Sum.hits([a, b, c], sum)).length > 0,
        );
        expect(winners).toEqual([a + b + c]);
      }),
    );
  });

  it("reads sums 3 to 18 and refuses others", () => {
    expect(k3Sum.parse(["sum:3", "sum:18", "sum:10"])).toEqual({ ok: true, lines: [3, 18, 10] });
    expect(k3Sum.parse(["sum:19"])).toEqual({
      ok: false,
      problem: { code: "number_out_of_range", values: { pick: "sum:19", min: 3, max: 18 } },
    });
    expect(k3Sum.parse(["10"])).toEqual({
      ok: false,
      problem: { code: "invalid_pick", values: { pick: "10" } },
    });
    expect(k3Sum.coverage(10)).toEqual({ group: "sum", key: "10", space: 16 });
  });

  it("uses the odds table (3/18 pay 189, 4/17 63 … 10/11 7) at 87.5 % on every sum", () => {
    const pays = k3Sum.defaultOdds.pays;
    expect([pays.sum3, pays.sum18, pays.sum4, pays.sum17, pays.sum10, pays.sum11]).toEqual([
      189_000, 189_000, 63_000, 63_000, 7_000, 7_000,
    ]);
    expect([pays.sum5, pays.sum6, pays.sum7, pays.sum8, pays.sum9]).toEqual([
      31_500, 18_900, 12_600, 9_000, 7_560,
    ]);
    const rows = k3Sum.rtp(k3Sum.defaultOdds);
    expect(rows).toHaveLength(16);
    for (const row of rows) expect(row.rtp).toEqual(fraction(7n, 8n));
  });
});

describe("K3 big/small", () => {
  it("calls 11–17 big and 4–10 small, and loses both on a triple", () => {
    const sides = (result: number[]) => [k3Sides.hits(result, "big"), k3Sides.hits(result, "small")];
    expect(sides([5, 5, 1])).toEqual([{ hit: 1 }, {}]);
    expect(sides([6, 6, 5])).toEqual([{ hit: 1 }, {}]);
    expect(sides([4, 4, 2])).toEqual([{}, { hit: 1 }]);
    expect(sides([1, 1, 2])).toEqual([{}, { hit: 1 }]);
    expect(sides([4, 4, 4])).toEqual([{}, {}]);
    expect(sides([3, 3, 3])).toEqual([{}, {}]);
  });

  it("reads big and small only", () => {
    expect(k3Sides.parse(["big", "small"])).toEqual({ ok: true, lines: ["big", "small"] });
    expect(k3Sides.parse(["odd"])).toEqual({
      ok: false,
      problem: { code: "invalid_pick", values: { pick: "odd" } },
    });
    expect(k3Sides.coverage("big")).toEqual({ group: "sides", key: "big", space: 2 });
  });

  it("returns 1.95 × 105/216 = 94.79 %", () => {
    for (const row of k3Sides.rtp(k3Sides.defaultOdds))
      expect(row.rtp).toEqual(fraction(1_950n * 105n, 216_000n));
  });
});
