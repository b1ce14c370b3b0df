import { describe, expect, it } from "vitest";
import { fraction } from "../../../fraction.ts";
import { expectedReturn } from "../expected-return.ts";
import { pk10DragonTiger } from "./pk10-dragon-tiger.ts";
import { pk10ResultsAt } from "./pk10-result.ts";

const RESULT = [7, 2, 9, 6, 5, 1, 3, 10, 4, 8];

describe("PK10 dragon/tiger", () => {
  it("sets position i against position 11 − i", () => {
    const sides = (position: number) =>
      (["dragon", "tiger"] as const).map((side) => pk10DragonTiger.hits(RESULT, { position, side }).hit ?? 0);
    expect(sides(1)).toEqual([0, 1]);
    expect(sides(2)).toEqual([0, 1]);
    expect(sides(3)).toEqual([0, 1]);
    expect(sides(4)).toEqual([1, 0]);
    expect(sides(5)).toEqual([1, 0]);
  });

  it("reads picks for positions 1–5 only", () => {
    expect(pk10DragonTiger.parse(["p2:dragon", "p5:tiger"])).toEqual({
      ok: true,
      lines: [
        { position: 2, side: "dragon" },
        { position: 5, side: "tiger" },
      ],
    });
    expect(pk10DragonTiger.parse(["p6:dragon"])).toEqual({
      ok: false,
      problem: { code: "position_out_of_range", values: { pick: "p6:dragon", max: 5 } },
    });
    expect(pk10DragonTiger.parse(["p2:tie"])).toEqual({
      ok: false,
      problem: { code: "invalid_pick", values: { pick: "p2:tie" } },
    });
    expect(pk10DragonTiger.describe({ position: 2, side: "dragon" })).toBe("2nd vs 9th: dragon");
    expect(pk10DragonTiger.coverage({ position: 2, side: "tiger" })).toEqual({
      group: "dragon_tiger:p2",
      key: "tiger",
      space: 2,
    });
  });

  it("returns 1.98 × 1/2 = 99 % for every pair of positions", () => {
    for (const row of pk10DragonTiger.rtp(pk10DragonTiger.defaultOdds))
      expect(row.rtp).toEqual(fraction(99n, 100n));
    for (const position of [2, 3, 4, 5]) {
      const rtp = expectedReturn(
        pk10ResultsAt([position, 11 - position]),
        pk10DragonTiger.hits,
        { position, side: "tiger" },
        pk10DragonTiger.defaultOdds,
      );
      expect(rtp).toEqual(fraction(99n, 100n));
    }
  });
});
