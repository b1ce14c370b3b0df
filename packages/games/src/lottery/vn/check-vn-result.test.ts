import { describe, expect, it } from "vitest";
import { buildVnResult } from "./build-vn-result.ts";
import { VN_NORTH_LAYOUT } from "./vn-north-layout.ts";
import { vnNorthRules } from "./vn-north-rules.ts";
import { VN_SOUTH_LAYOUT } from "./vn-south-layout.ts";
import { vnSouthRules } from "./vn-south-rules.ts";

/** A well-formed Miền Bắc result as a feed would send it, free to be spoiled by a test. */
const north = () => JSON.parse(JSON.stringify(buildVnResult(VN_NORTH_LAYOUT)));

describe("checking a hand-entered xổ số result", () => {
  it("accepts well-formed results, leading zeros and repeated numbers included", () => {
    expect(vnNorthRules.checkResult(north())).toBeNull();
    expect(vnSouthRules.checkResult(buildVnResult(VN_SOUTH_LAYOUT))).toBeNull();
    const repeats = buildVnResult(VN_SOUTH_LAYOUT, { g4: Array(7).fill("00007"), db: ["000000"] });
    expect(vnSouthRules.checkResult(repeats)).toBeNull();
  });

  it("refuses what is not a prize table", () => {
    for (const value of [
      null,
      "27",
      [],
      {},
      { prizes: [] },
      { prizes: null },
      { ...north(), station: "HN" },
    ]) {
      expect(vnNorthRules.checkResult(value)).toEqual({ code: "result_malformed" });
    }
  });

  it("refuses a prize the region does not draw", () => {
    const result = north();
    result.prizes.g8 = ["12"];
    expect(vnNorthRules.checkResult(result)).toEqual({
      code: "result_prize_unknown",
      values: { prize: "g8" },
    });
  });

  it("refuses a missing prize or a wrong count of numbers", () => {
    const missing = north();
    delete missing.prizes.db;
    expect(vnNorthRules.checkResult(missing)).toEqual({
      code: "result_prize_count",
      values: { prize: "ĐB", count: 1 },
    });
    const short = north();
    short.prizes.g3.pop();
    expect(vnNorthRules.checkResult(short)).toEqual({
      code: "result_prize_count",
      values: { prize: "G3", count: 6 },
    });
    const notList = north();
    notList.prizes.g7 = "12 34 56 78";
    expect(vnNorthRules.checkResult(notList)).toMatchObject({ code: "result_prize_count" });
  });

  it("refuses a number with the wrong digits", () => {
    const cases: [string, unknown, string][] = [
      ["g7", "123", "123"],
      ["g7", "1a", "1a"],
      ["g7", 12, "12"],
      ["g7", " 12", " 12"],
      ["g7", "１２", "１２"],
    ];
    for (const [prize, number, shown] of cases) {
      const result = north();
      result.prizes[prize][1] = number;
      expect(vnNorthRules.checkResult(result)).toEqual({
        code: "result_number_invalid",
        values: { prize: "G7", number: shown, digits: 2 },
      });
    }
    const southDb = buildVnResult(VN_SOUTH_LAYOUT, { db: ["12345"] });
    expect(vnSouthRules.checkResult(southDb)).toEqual({
      code: "result_number_invalid",
      values: { prize: "ĐB", number: "12345", digits: 6 },
    });
  });
});
