import { describe, expect, it } from "vitest";
import { fraction } from "../../../fraction.ts";
import { expectedReturn } from "../expected-return.ts";
import { everySscResult } from "./ssc-result.ts";
import { sscTwoSides } from "./ssc-two-sides.ts";

const lines = (picks: string[]) => {
  const parsed = sscTwoSides.parse(picks);
  if (!parsed.ok) throw new Error(parsed.problem.code);
  return parsed.lines;
};

describe("5D two sides", () => {
  it("calls a digit big from 5 and the sum big from 23", () => {
    const [big, small, odd, even] = lines(["p2:big", "p2:small", "p2:odd", "p2:even"]);
    const hits = (result: number[]) =>
      [big, small, odd, even].map((line) => sscTwoSides.hits(result, line as never).hit ?? 0);
    expect(hits([0, 5, 0, 0, 0])).toEqual([1, 0, 1, 0]);
    expect(hits([9, 4, 9, 9, 9])).toEqual([0, 1, 0, 1]);
    expect(hits([9, 0, 9, 9, 9])).toEqual([0, 1, 0, 1]);
    const [sumBig, sumSmall, sumOdd] = lines(["sum:big", "sum:small", "sum:odd"]);
    const sumHits = (result: number[]) =>
      [sumBig, sumSmall, sumOdd].map((line) => sscTwoSides.hits(result, line as never).hit ?? 0);
    expect(sumHits([9, 9, 5, 0, 0])).toEqual([1, 0, 1]);
    expect(sumHits([9, 9, 4, 0, 0])).toEqual([0, 1, 0]);
    expect(sumHits([0, 0, 0, 0, 0])).toEqual([0, 1, 0]);
    expect(sumHits([9, 9, 9, 9, 9])).toEqual([1, 0, 1]);
  });

  it("reads picks and names each refusal", () => {
    expect(lines(["p1:big", "SUM:Even", " p5:odd "])).toEqual([
      { target: 1, side: "big" },
      { target: "sum", side: "even" },
      { target: 5, side: "odd" },
    ]);
    const problem = (picks: string[]) => {
      const parsed = sscTwoSides.parse(picks);
      return parsed.ok ? null : parsed.problem;
    };
    expect(problem(["p6:big"])).toEqual({
      code: "position_out_of_range",
      values: { pick: "p6:big", max: 5 },
    });
    expect(problem(["p0:big"])?.code).toBe("position_out_of_range");
    for (const pick of ["p1", "p1:tie", "sum", "p1:big:odd", "x:big", "big"]) {
      expect(problem([pick])).toEqual({ code: "invalid_pick", values: { pick } });
    }
    expect(problem(["p1:big", "p01:big"])).toEqual({ code: "duplicate_pick", values: { pick: "p01:big" } });
    expect(problem([])).toEqual({ code: "no_picks" });
  });

  it("covers big/small and odd/even of one target as separate two-outcome groups", () => {
    const [big, small, odd] = lines(["p3:big", "p3:small", "p3:odd"]);
    expect(sscTwoSides.coverage(big as never)).toEqual({ group: "two_sides:p3:size", key: "big", space: 2 });
    expect(sscTwoSides.coverage(small as never).group).toBe("two_sides:p3:size");
    expect(sscTwoSides.coverage(odd as never)).toEqual({
      group: "two_sides:p3:parity",
      key: "odd",
      space: 2,
    });
    expect(sscTwoSides.describe({ target: 3, side: "big" })).toBe("3rd: big");
    expect(sscTwoSides.describe({ target: "sum", side: "odd" })).toBe("sum: odd");
  });

  it("returns 1.982 × 1/2 = 99.1 % on every pick, as the odds table gives", () => {
    const rows = sscTwoSides.rtp(sscTwoSides.defaultOdds);
    expect(rows).toHaveLength(8);
    for (const row of rows) expect(row.rtp).toEqual(fraction(991n, 1000n));
  });

  it("has the same return at every position as at the 1st, by full enumeration", () => {
    for (const pick of ["p2:big", "p3:small", "p4:odd", "p5:even"]) {
      const [line] = lines([pick]);
      const rtp = expectedReturn(everySscResult(), sscTwoSides.hits, line as never, sscTwoSides.defaultOdds);
      expect(rtp).toEqual(fraction(991n, 1000n));
    }
  });
});
