import { describe, expect, it } from "vitest";
import { fraction } from "../../fraction.ts";
import { lineReturn } from "../settle-line.ts";
import { boxBigBetType, boxSmallBetType } from "./box-bet-types.ts";
import { HAND_MADE_RESULT } from "./hand-made-result.ts";

function returnOfPick(betType: typeof boxBigBetType, pick: string): bigint {
  const parsed = betType.parse([pick]);
  if (!parsed.ok) throw new Error(parsed.problem.code);
  return parsed.lines.reduce(
    (sum, line) => sum + lineReturn(1n, betType.hits(HAND_MADE_RESULT, line), betType.defaultOdds),
    0n,
  );
}

describe("Box", () => {
  it("makes one full-stake line for every different order of the digits", () => {
    for (const [pick, lines] of [
      ["1234", 24],
      ["1123", 12],
      ["1122", 6],
      ["1112", 4],
      ["1111", 1],
    ] as const) {
      const parsed = boxBigBetType.parse([pick]);
      expect(parsed.ok && parsed.lines).toHaveLength(lines);
    }
    const parsed = boxBigBetType.parse(["1112"]);
    expect(parsed.ok && parsed.lines.map((line) => boxBigBetType.describe(line))).toEqual([
      "1112",
      "1121",
      "1211",
      "2111",
    ]);
  });

  it("pays each winning order its own prize", () => {
    // 1234 is 1st, 4321 a starter, 1243, 2143 and 3412 consolations.
    expect(returnOfPick(boxBigBetType, "4213")).toBe(2_500n + 180n + 3n * 60n);
    expect(returnOfPick(boxSmallBetType, "4213")).toBe(3_500n);
    expect(returnOfPick(boxBigBetType, "0240")).toBe(1_000n);
    expect(returnOfPick(boxBigBetType, "5679")).toBe(0n);
  });

  it("refuses rolls, two orders of the same digits and more than 100 lines", () => {
    expect(boxBigBetType.parse(["12R4"])).toEqual({
      ok: false,
      problem: { code: "roll_not_allowed", values: { pick: "12R4" } },
    });
    expect(boxBigBetType.parse(["1234", "4321"])).toEqual({
      ok: false,
      problem: { code: "duplicate_pick", values: { pick: "1234" } },
    });
    expect(boxBigBetType.parse(["1234", "5678", "1357", "2468", "0001"])).toMatchObject({ ok: true });
    expect(boxBigBetType.parse(["1234", "5678", "1357", "2468", "0012"])).toEqual({
      ok: false,
      problem: { code: "too_many_lines", values: { max: 100 } },
    });
  });

  it("covers each order as a number of its own group", () => {
    expect(boxSmallBetType.coverage({ number: "4321" })).toEqual({
      group: "box_small",
      key: "4321",
      space: 10_000,
    });
  });

  it("returns what Big and Small do, 64 % and 65 %, for every shape of digits", () => {
    const big = boxBigBetType.rtp(boxBigBetType.defaultOdds);
    expect(big.map((row) => row.label)).toEqual([
      "ABCD: 24 lines",
      "AABC: 12 lines",
      "AABB: 6 lines",
      "AAAB: 4 lines",
      "AAAA: 1 line",
    ]);
    for (const row of big) expect(row.rtp).toEqual(fraction(64n, 100n));
    for (const row of boxSmallBetType.rtp(boxSmallBetType.defaultOdds))
      expect(row.rtp).toEqual(fraction(65n, 100n));
  });
});
