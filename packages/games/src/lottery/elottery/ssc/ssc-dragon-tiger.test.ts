import { describe, expect, it } from "vitest";
import { fraction } from "../../../fraction.ts";
import { sscDragonTiger } from "./ssc-dragon-tiger.ts";

describe("5D dragon/tiger", () => {
  it("compares the 1st digit with the 5th; dragon and tiger lose on a tie", () => {
    const hits = (result: number[]) =>
      (["dragon", "tiger", "tie"] as const).map((line) => sscDragonTiger.hits(result, line));
    expect(hits([9, 0, 0, 0, 8])).toEqual([{ dragon: 1 }, {}, {}]);
    expect(hits([0, 9, 9, 9, 1])).toEqual([{}, { tiger: 1 }, {}]);
    expect(hits([4, 1, 2, 3, 4])).toEqual([{}, {}, { tie: 1 }]);
  });

  it("reads the three outcomes and refuses anything else", () => {
    expect(sscDragonTiger.parse(["Dragon", "tie"])).toEqual({ ok: true, lines: ["dragon", "tie"] });
    expect(sscDragonTiger.parse(["draw"])).toEqual({
      ok: false,
      problem: { code: "invalid_pick", values: { pick: "draw" } },
    });
    expect(sscDragonTiger.parse(["tie", "tie"])).toEqual({
      ok: false,
      problem: { code: "duplicate_pick", values: { pick: "tie" } },
    });
    expect(sscDragonTiger.coverage("tiger")).toEqual({ group: "dragon_tiger", key: "tiger", space: 3 });
  });

  it("returns 2.2 × 45 % = 99 % on dragon or tiger and 9.4 × 10 % = 94 % on a tie", () => {
    expect(sscDragonTiger.rtp(sscDragonTiger.defaultOdds)).toEqual([
      { label: "dragon", rtp: fraction(99n, 100n) },
      { label: "tiger", rtp: fraction(99n, 100n) },
      { label: "tie", rtp: fraction(94n, 100n) },
    ]);
  });
});
