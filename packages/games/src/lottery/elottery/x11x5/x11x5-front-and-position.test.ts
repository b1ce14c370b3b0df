import { describe, expect, it } from "vitest";
import { fraction } from "../../../fraction.ts";
import type { TParsedPicks } from "../../bet-type.ts";
import { expectedReturn } from "../expected-return.ts";
import {
  x11x5Front2Group,
  x11x5Front2Straight,
  x11x5Front3Group,
  x11x5Front3Straight,
} from "./x11x5-front.ts";
import { x11x5Position } from "./x11x5-position.ts";
import { x11x5ResultsAt } from "./x11x5-result.ts";

const RESULT = [7, 1, 11, 5, 3];
const problem = (parsed: TParsedPicks<unknown>) => (parsed.ok ? null : parsed.problem);

describe("11x5 front bets", () => {
  it("wins a straight on the first balls in order, and a group in any order", () => {
    expect(x11x5Front2Straight.hits(RESULT, [7, 1])).toEqual({ hit: 1 });
    expect(x11x5Front2Straight.hits(RESULT, [1, 7])).toEqual({});
    expect(x11x5Front2Group.hits(RESULT, [1, 7])).toEqual({ hit: 1 });
    expect(x11x5Front2Group.hits(RESULT, [7, 11])).toEqual({});
    expect(x11x5Front3Straight.hits(RESULT, [7, 1, 11])).toEqual({ hit: 1 });
    expect(x11x5Front3Straight.hits(RESULT, [7, 11, 1])).toEqual({});
    expect(x11x5Front3Group.hits(RESULT, [1, 7, 11])).toEqual({ hit: 1 });
    expect(x11x5Front3Group.hits(RESULT, [1, 7, 5])).toEqual({});
  });

  it("keeps a straight pick's order, sorts a group pick, and names each refusal", () => {
    expect(x11x5Front2Straight.parse(["05,01", "01,05"])).toEqual({
      ok: true,
      lines: [
        [5, 1],
        [1, 5],
      ],
    });
    expect(problem(x11x5Front2Group.parse(["05,01", "01,05"]))).toEqual({
      code: "duplicate_pick",
      values: { pick: "01,05" },
    });
    expect(problem(x11x5Front3Straight.parse(["01,05"]))).toEqual({
      code: "wrong_number_count",
      values: { pick: "01,05", count: 3 },
    });
    expect(problem(x11x5Front3Group.parse(["01,05,05"]))).toEqual({
      code: "repeated_number",
      values: { pick: "01,05,05" },
    });
    expect(problem(x11x5Front2Group.parse(["00,05"]))?.code).toBe("number_out_of_range");
    expect(problem(x11x5Front2Group.parse(["01 05"]))).toEqual({
      code: "invalid_pick",
      values: { pick: "01 05" },
    });
  });

  it("covers one of 110, 55, 990 and 165 choices", () => {
    expect(x11x5Front2Straight.coverage([5, 1])).toEqual({
      group: "front2_straight",
      key: "05,01",
      space: 110,
    });
    expect(x11x5Front2Group.coverage([1, 5])).toEqual({ group: "front2_group", key: "01,05", space: 55 });
    expect(x11x5Front3Straight.coverage([1, 5, 9]).space).toBe(990);
    expect(x11x5Front3Group.coverage([1, 5, 9]).space).toBe(165);
    expect(x11x5Front2Straight.describe([5, 1])).toBe("front 2 straight: 05 > 01");
  });

  it("returns 100/110, 50/55, 900/990 and 150/165: 10/11 of fair each", () => {
    for (const betType of [x11x5Front2Straight, x11x5Front2Group, x11x5Front3Straight, x11x5Front3Group]) {
      expect(betType.rtp(betType.defaultOdds)[0]?.rtp, betType.code).toEqual(fraction(10n, 11n));
    }
    const fair = { cost: 1, pays: { hit: 990 } };
    expect(expectedReturn(x11x5ResultsAt([1, 2, 3]), x11x5Front3Straight.hits, [11, 4, 2], fair)).toEqual(
      fraction(1n),
    );
  });
});

describe("11x5 position", () => {
  it("wins when the ball is drawn at the position", () => {
    expect(x11x5Position.hits(RESULT, { position: 1, ball: 7 })).toEqual({ hit: 1 });
    expect(x11x5Position.hits(RESULT, { position: 5, ball: 3 })).toEqual({ hit: 1 });
    expect(x11x5Position.hits(RESULT, { position: 2, ball: 7 })).toEqual({});
  });

  it("reads picks and names each refusal", () => {
    expect(x11x5Position.parse(["p1:07", "p5:11"])).toEqual({
      ok: true,
      lines: [
        { position: 1, ball: 7 },
        { position: 5, ball: 11 },
      ],
    });
    expect(problem(x11x5Position.parse(["p6:01"]))).toEqual({
      code: "position_out_of_range",
      values: { pick: "p6:01", max: 5 },
    });
    expect(problem(x11x5Position.parse(["p1:12"]))).toEqual({
      code: "number_out_of_range",
      values: { pick: "p1:12", min: 1, max: 11 },
    });
    expect(problem(x11x5Position.parse(["1:07"]))).toEqual({
      code: "invalid_pick",
      values: { pick: "1:07" },
    });
    expect(x11x5Position.coverage({ position: 1, ball: 7 })).toEqual({
      group: "position:p1",
      key: "07",
      space: 11,
    });
  });

  it("returns 10 / 11 = 90.91 % at every position", () => {
    expect(x11x5Position.rtp(x11x5Position.defaultOdds)[0]?.rtp).toEqual(fraction(10n, 11n));
    for (const position of [2, 3, 4, 5]) {
      const line = { position, ball: 11 };
      const rtp = expectedReturn(
        x11x5ResultsAt([position]),
        x11x5Position.hits,
        line,
        x11x5Position.defaultOdds,
      );
      expect(rtp).toEqual(fraction(10n, 11n));
    }
  });
});
