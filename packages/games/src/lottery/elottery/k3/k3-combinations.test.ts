import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fraction } from "../../../fraction.ts";
import type { TParsedPicks } from "../../bet-type.ts";
import { k3ThreeDifferent, k3TwoDifferent } from "./k3-different.ts";
import { k3Pair, k3PairSingle } from "./k3-pairs.ts";
import { k3Triple, k3TripleAny } from "./k3-triples.ts";

const die = fc.integer({ min: 1, max: 6 });
const problem = (parsed: TParsedPicks<unknown>) => (parsed.ok ? null : parsed.problem);

describe("K3 triples", () => {
  it("wins any triple on three equal dice, and a specific triple on its face only", () => {
    expect(k3TripleAny.hits([2, 2, 2], "any")).toEqual({ hit: 1 });
    expect(k3TripleAny.hits([2, 2, 3], "any")).toEqual({});
    expect(k3Triple.hits([5, 5, 5], 5)).toEqual({ hit: 1 });
    expect(k3Triple.hits([4, 4, 4], 5)).toEqual({});
    expect(k3Triple.hits([5, 5, 4], 5)).toEqual({});
  });

  it("reads 'any' and 111–666, and refuses others", () => {
    expect(k3TripleAny.parse(["any"])).toEqual({ ok: true, lines: ["any"] });
    expect(problem(k3TripleAny.parse(["all"]))).toEqual({ code: "invalid_pick", values: { pick: "all" } });
    expect(k3Triple.parse(["555", "111"])).toEqual({ ok: true, lines: [5, 1] });
    for (const pick of ["55", "556", "777", "5555", "000"]) {
      expect(problem(k3Triple.parse([pick]))).toEqual({ code: "invalid_pick", values: { pick } });
    }
    expect(problem(k3Triple.parse(["555", "555"]))).toEqual({
      code: "duplicate_pick",
      values: { pick: "555" },
    });
  });

  it("shares one coverage group of seven keys", () => {
    expect(k3TripleAny.coverage("any")).toEqual({ group: "triple", key: "any", space: 7 });
    expect(k3Triple.coverage(5)).toEqual({ group: "triple", key: "555", space: 7 });
  });

  it("returns 31.5 × 6/216 and 189 × 1/216 = 87.5 %", () => {
    expect(k3TripleAny.rtp(k3TripleAny.defaultOdds)[0]?.rtp).toEqual(fraction(7n, 8n));
    expect(k3Triple.rtp(k3Triple.defaultOdds)[0]?.rtp).toEqual(fraction(7n, 8n));
  });
});

describe("K3 three different and two different", () => {
  it("wins when every chosen face is shown, in any order", () => {
    expect(k3ThreeDifferent.hits([5, 1, 3], [1, 3, 5])).toEqual({ hit: 1 });
    expect(k3ThreeDifferent.hits([5, 1, 1], [1, 3, 5])).toEqual({});
    expect(k3TwoDifferent.hits([5, 2, 2], [2, 5])).toEqual({ hit: 1 });
    expect(k3TwoDifferent.hits([5, 6, 1], [2, 5])).toEqual({});
  });

  it("wins two different exactly when both faces show, for any throw", () => {
    fc.assert(
      fc.property(die, die, die, die, die, (a, b, c, x, y) => {
        fc.pre(x < y);
        const isShown = [a, b, c].includes(x) && [a, b, c].includes(y);
        expect(k3TwoDifferent.hits([a, b, c], [x, y])).toEqual(isShown ? { hit: 1 } : {});
      }),
    );
  });

  it("reads different faces in any order, and refuses repeats and others", () => {
    expect(k3ThreeDifferent.parse(["135", "642"])).toEqual({
      ok: true,
      lines: [
        [1, 3, 5],
        [2, 4, 6],
      ],
    });
    expect(problem(k3ThreeDifferent.parse(["135", "531"]))).toEqual({
      code: "duplicate_pick",
      values: { pick: "531" },
    });
    expect(problem(k3ThreeDifferent.parse(["133"]))).toEqual({
      code: "repeated_number",
      values: { pick: "133" },
    });
    for (const pick of ["13", "1357", "137", "1,3,5"]) {
      expect(problem(k3ThreeDifferent.parse([pick]))).toEqual({ code: "invalid_pick", values: { pick } });
    }
    expect(k3TwoDifferent.parse(["52"])).toEqual({ ok: true, lines: [[2, 5]] });
    expect(problem(k3TwoDifferent.parse(["22"]))).toEqual({
      code: "repeated_number",
      values: { pick: "22" },
    });
    expect(k3ThreeDifferent.coverage([1, 3, 5])).toEqual({ group: "three_different", key: "135", space: 20 });
    expect(k3TwoDifferent.coverage([2, 5])).toEqual({ group: "two_different", key: "25", space: 15 });
  });

  it("returns 31.5 × 6/216 and 6.3 × 30/216 = 87.5 %", () => {
    expect(k3ThreeDifferent.rtp(k3ThreeDifferent.defaultOdds)[0]?.rtp).toEqual(fraction(7n, 8n));
    expect(k3TwoDifferent.rtp(k3TwoDifferent.defaultOdds)[0]?.rtp).toEqual(fraction(7n, 8n));
  });
});

describe("K3 pairs", () => {
  it("wins a pair on two or three of its face, and a pair and single on exactly that throw", () => {
    expect(k3Pair.hits([3, 5, 3], 3)).toEqual({ hit: 1 });
    expect(k3Pair.hits([3, 3, 3], 3)).toEqual({ hit: 1 });
    expect(k3Pair.hits([3, 5, 6], 3)).toEqual({});
    expect(k3PairSingle.hits([5, 3, 3], { pair: 3, single: 5 })).toEqual({ hit: 1 });
    expect(k3PairSingle.hits([3, 3, 3], { pair: 3, single: 5 })).toEqual({});
    expect(k3PairSingle.hits([5, 5, 3], { pair: 3, single: 5 })).toEqual({});
    expect(k3PairSingle.hits([3, 3, 4], { pair: 3, single: 5 })).toEqual({});
  });

  it("reads '33' and '33:5', and refuses others", () => {
    expect(k3Pair.parse(["33", "66"])).toEqual({ ok: true, lines: [3, 6] });
    for (const pick of ["3", "34", "333", "77"]) {
      expect(problem(k3Pair.parse([pick]))).toEqual({ code: "invalid_pick", values: { pick } });
    }
    expect(k3PairSingle.parse(["33:5"])).toEqual({ ok: true, lines: [{ pair: 3, single: 5 }] });
    expect(problem(k3PairSingle.parse(["33:3"]))).toEqual({
      code: "repeated_number",
      values: { pick: "33:3" },
    });
    for (const pick of ["335", "34:5", "33:7", "33:5:1"]) {
      expect(problem(k3PairSingle.parse([pick]))).toEqual({ code: "invalid_pick", values: { pick } });
    }
    expect(k3Pair.coverage(3)).toEqual({ group: "pair", key: "33", space: 6 });
    expect(k3PairSingle.coverage({ pair: 3, single: 5 })).toEqual({
      group: "pair_single",
      key: "33:5",
      space: 30,
    });
    expect(k3PairSingle.describe({ pair: 3, single: 5 })).toBe("33 + 5");
  });

  it("returns 11.812 × 16/216 = 87.50 % on a pair and 63 × 3/216 = 87.5 % on a pair and single", () => {
    expect(k3Pair.rtp(k3Pair.defaultOdds)[0]?.rtp).toEqual(fraction(11_812n * 16n, 216_000n));
    expect(k3PairSingle.rtp(k3PairSingle.defaultOdds)[0]?.rtp).toEqual(fraction(7n, 8n));
    // The doc's "specific pair 63" cannot be the pair bet: 63 × 16/216 is 467 %.
    expect(k3Pair.rtp({ cost: 1, pays: { hit: 63 } })[0]?.rtp).toEqual(fraction(63n * 16n, 216n));
  });
});
