import { describe, expect, it } from "vitest";
import { fraction } from "../../fraction.ts";
import { lineReturn } from "../settle-line.ts";
import { HAND_MADE_RESULT } from "./hand-made-result.ts";
import { threeABetType } from "./three-a-bet-type.ts";

describe("3A", () => {
  it("wins only on the last 3 digits of the 1st prize", () => {
    expect(threeABetType.hits(HAND_MADE_RESULT, { digits: "234" })).toEqual({ first: 1 });
    expect(lineReturn(5n, { first: 1 }, threeABetType.defaultOdds)).toBe(3_300n);
    expect(threeABetType.hits(HAND_MADE_RESULT, { digits: "123" })).toEqual({});
    // 042 ends the 2nd prize and 999 the 3rd: neither pays.
    expect(threeABetType.hits(HAND_MADE_RESULT, { digits: "042" })).toEqual({});
    expect(threeABetType.hits(HAND_MADE_RESULT, { digits: "999" })).toEqual({});
    expect(threeABetType.hits({ ...HAND_MADE_RESULT, first: "0007" }, { digits: "007" })).toEqual({
      first: 1,
    });
  });

  it("reads 3-digit picks and refuses anything else", () => {
    const parsed = threeABetType.parse(["007", "234"]);
    expect(parsed.ok && parsed.lines.map((line) => threeABetType.describe(line))).toEqual(["007", "234"]);
    expect(threeABetType.parse(["1234"])).toEqual({
      ok: false,
      problem: { code: "pick_digits", values: { pick: "1234", digits: 3 } },
    });
    expect(threeABetType.parse(["1R3"])).toEqual({
      ok: false,
      problem: { code: "roll_not_allowed", values: { pick: "1R3" } },
    });
    expect(threeABetType.parse(["007", "007"])).toEqual({
      ok: false,
      problem: { code: "duplicate_pick", values: { pick: "007" } },
    });
    expect(threeABetType.parse([])).toEqual({ ok: false, problem: { code: "no_picks" } });
  });

  it("covers its 3 digits out of 1,000 and returns 660 / 1,000 = 66 %", () => {
    expect(threeABetType.coverage({ digits: "007" })).toEqual({ group: "three_a", key: "007", space: 1_000 });
    expect(threeABetType.rtp(threeABetType.defaultOdds)).toEqual([
      { label: "any 3 digits", rtp: fraction(66n, 100n) },
    ]);
  });
});
