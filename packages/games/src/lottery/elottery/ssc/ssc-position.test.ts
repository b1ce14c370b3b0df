import { describe, expect, it } from "vitest";
import { fraction } from "../../../fraction.ts";
import { sscPosition } from "./ssc-position.ts";

const problem = (picks: string[]) => {
  const parsed = sscPosition.parse(picks);
  return parsed.ok ? null : parsed.problem;
};

describe("5D position", () => {
  it("wins when the digit at the position is the pick, only there", () => {
    const line = { position: 2, digit: 7 };
    expect(sscPosition.hits([0, 7, 0, 0, 0], line)).toEqual({ hit: 1 });
    expect(sscPosition.hits([7, 0, 7, 7, 7], line)).toEqual({});
    expect(sscPosition.hits([0, 0, 0, 0, 0], { position: 5, digit: 0 })).toEqual({ hit: 1 });
  });

  it("reads picks and names each refusal", () => {
    expect(sscPosition.parse(["p2:7", "p5:0", "p1:09"])).toEqual({
      ok: true,
      lines: [
        { position: 2, digit: 7 },
        { position: 5, digit: 0 },
        { position: 1, digit: 9 },
      ],
    });
    expect(problem(["p2:10"])).toEqual({
      code: "number_out_of_range",
      values: { pick: "p2:10", min: 0, max: 9 },
    });
    expect(problem(["p6:1"])).toEqual({ code: "position_out_of_range", values: { pick: "p6:1", max: 5 } });
    for (const pick of ["p2", "p2:", "2:7", "p2:x", "p2:7:1", "p2:-1"]) {
      expect(problem([pick])).toEqual({ code: "invalid_pick", values: { pick } });
    }
    expect(problem(["p2:7", "p2:07"])?.code).toBe("duplicate_pick");
  });

  it("covers one of ten digits of its position", () => {
    expect(sscPosition.coverage({ position: 2, digit: 7 })).toEqual({
      group: "position:p2",
      key: "7",
      space: 10,
    });
    expect(sscPosition.describe({ position: 2, digit: 7 })).toBe("2nd: 7");
  });

  it("returns 9.91 / 10 = 99.1 %", () => {
    expect(sscPosition.rtp(sscPosition.defaultOdds)).toEqual([
      { label: "a digit at a position", rtp: fraction(991n, 1000n) },
    ]);
  });
});
