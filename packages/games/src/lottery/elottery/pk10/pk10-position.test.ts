import { describe, expect, it } from "vitest";
import { fraction } from "../../../fraction.ts";
import { expectedReturn } from "../expected-return.ts";
import { pk10Position } from "./pk10-position.ts";
import { pk10PositionSides } from "./pk10-position-sides.ts";
import { pk10ResultsAt } from "./pk10-result.ts";

const RESULT = [7, 2, 9, 6, 5, 1, 3, 10, 4, 8];

describe("PK10 position", () => {
  it("wins when the car finishes at the position", () => {
    expect(pk10Position.hits(RESULT, { position: 1, car: 7 })).toEqual({ hit: 1 });
    expect(pk10Position.hits(RESULT, { position: 8, car: 10 })).toEqual({ hit: 1 });
    expect(pk10Position.hits(RESULT, { position: 2, car: 7 })).toEqual({});
  });

  it("reads picks and names each refusal", () => {
    expect(pk10Position.parse(["p1:07", "p10:10", "p3:1"])).toEqual({
      ok: true,
      lines: [
        { position: 1, car: 7 },
        { position: 10, car: 10 },
        { position: 3, car: 1 },
      ],
    });
    const problem = (pick: string) => {
      const parsed = pk10Position.parse([pick]);
      return parsed.ok ? null : parsed.problem;
    };
    expect(problem("p11:01")).toEqual({ code: "position_out_of_range", values: { pick: "p11:01", max: 10 } });
    expect(problem("p1:11")).toEqual({
      code: "number_out_of_range",
      values: { pick: "p1:11", min: 1, max: 10 },
    });
    expect(problem("p1:00")?.code).toBe("number_out_of_range");
    expect(problem("p1:007")).toEqual({ code: "invalid_pick", values: { pick: "p1:007" } });
    expect(pk10Position.parse(["p1:7", "p1:07"]).ok).toBe(false);
    expect(pk10Position.describe({ position: 1, car: 7 })).toBe("1st: 07");
    expect(pk10Position.coverage({ position: 1, car: 7 })).toEqual({
      group: "position:p1",
      key: "07",
      space: 10,
    });
  });

  it("returns 9.9 / 10 = 99 %", () => {
    expect(pk10Position.rtp(pk10Position.defaultOdds)).toEqual([
      { label: "a car at a position", rtp: fraction(99n, 100n) },
    ]);
  });
});

describe("PK10 position sides", () => {
  it("calls a car big from 6, and odd or even", () => {
    const sides = (position: number) =>
      (["big", "small", "odd", "even"] as const).map(
        (side) => pk10PositionSides.hits(RESULT, { position, side }).hit ?? 0,
      );
    expect(sides(1)).toEqual([1, 0, 1, 0]);
    expect(sides(4)).toEqual([1, 0, 0, 1]);
    expect(sides(5)).toEqual([0, 1, 1, 0]);
    expect(sides(8)).toEqual([1, 0, 0, 1]);
  });

  it("reads picks, refuses others, and covers size and parity separately", () => {
    expect(pk10PositionSides.parse(["p4:big", "p10:even"])).toEqual({
      ok: true,
      lines: [
        { position: 4, side: "big" },
        { position: 10, side: "even" },
      ],
    });
    expect(pk10PositionSides.parse(["p4:dragon"])).toEqual({
      ok: false,
      problem: { code: "invalid_pick", values: { pick: "p4:dragon" } },
    });
    expect(pk10PositionSides.parse(["p0:big"])).toEqual({
      ok: false,
      problem: { code: "position_out_of_range", values: { pick: "p0:big", max: 10 } },
    });
    expect(pk10PositionSides.coverage({ position: 4, side: "small" })).toEqual({
      group: "position_sides:p4:size",
      key: "small",
      space: 2,
    });
    expect(pk10PositionSides.coverage({ position: 4, side: "odd" }).group).toBe("position_sides:p4:parity");
  });

  it("returns 1.98 × 1/2 = 99 % on every side at every position", () => {
    for (const row of pk10PositionSides.rtp(pk10PositionSides.defaultOdds)) {
      expect(row.rtp).toEqual(fraction(99n, 100n));
    }
    for (const position of [2, 7, 10]) {
      const rtp = expectedReturn(
        pk10ResultsAt([position]),
        pk10PositionSides.hits,
        { position, side: "big" },
        pk10PositionSides.defaultOdds,
      );
      expect(rtp).toEqual(fraction(99n, 100n));
    }
  });
});
