import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { binomial, combinations, parseSetPicks } from "./parse-set-picks.ts";

describe("parsing set picks (xiên, lô trượt)", () => {
  it("makes one line of exactly the set size, its numbers ascending", () => {
    expect(parseSetPicks(["45", "07"], 2, 10)).toEqual({ ok: true, lines: [["07", "45"]] });
  });

  it("expands more picks than the set size to every combination, in order", () => {
    expect(parseSetPicks(["30", "10", "20", "40"], 3, 10)).toEqual({
      ok: true,
      lines: [
        ["10", "20", "30"],
        ["10", "20", "40"],
        ["10", "30", "40"],
        ["20", "30", "40"],
      ],
    });
    const ten = Array.from({ length: 10 }, (_, index) => `${index}${index}`);
    const parsed = parseSetPicks(ten, 4, 10);
    expect(parsed.ok && parsed.lines.length).toBe(210);
  });

  it("refuses too few, too many, duplicate and malformed picks", () => {
    const problem = (picks: string[], setSize: number, maxPicks: number) => {
      const parsed = parseSetPicks(picks, setSize, maxPicks);
      return parsed.ok ? null : parsed.problem;
    };
    expect(problem([], 2, 10)).toEqual({ code: "no_picks" });
    expect(problem(["01", "02"], 3, 10)).toEqual({ code: "too_few_picks", values: { min: 3 } });
    expect(problem(["01", "02", "03", "04", "05"], 4, 4)).toEqual({
      code: "too_many_picks",
      values: { max: 4 },
    });
    expect(problem(["01", "02", "01"], 2, 10)).toEqual({ code: "duplicate_pick", values: { pick: "01" } });
    expect(problem(["01", "2"], 2, 10)).toEqual({ code: "pick_digits", values: { pick: "2", digits: 2 } });
  });

  it("gives C(n, k) different ascending subsets", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), (n, k) => {
        const items = Array.from({ length: n }, (_, index) => index);
        const subsets = combinations(items, k);
        expect(BigInt(subsets.length)).toBe(binomial(n, k));
        expect(new Set(subsets.map((subset) => subset.join())).size).toBe(subsets.length);
        const isAscending = (subset: number[]) =>
          subset.length === k &&
          subset.every((value, index) => index === 0 || value > (subset[index - 1] as number));
        expect(subsets.every(isAscending)).toBe(true);
      }),
    );
    expect(binomial(100, 10)).toBe(17_310_309_456_440n);
  });
});
