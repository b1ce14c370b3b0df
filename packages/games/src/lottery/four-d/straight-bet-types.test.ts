import { describe, expect, it } from "vitest";
import { fraction } from "../../fraction.ts";
import { lineReturn } from "../settle-line.ts";
import { FOUR_D_PRIZE_TABLES } from "./four-d-odds.ts";
import { HAND_MADE_RESULT } from "./hand-made-result.ts";
import { bigBetType, fourABetType, smallBetType } from "./straight-bet-types.ts";

describe("Big", () => {
  it("pays the tier the number took, once", () => {
    const hits = (number: string) => bigBetType.hits(HAND_MADE_RESULT, { number });
    expect(hits("1234")).toEqual({ first: 1 });
    expect(hits("0042")).toEqual({ second: 1 });
    expect(hits("9999")).toEqual({ third: 1 });
    expect(hits("4321")).toEqual({ starter: 1 });
    expect(hits("0123")).toEqual({ consolation: 1 });
    expect(hits("0043")).toEqual({});
    expect(lineReturn(10n, hits("4321"), bigBetType.defaultOdds)).toBe(1_800n);
  });

  it("reads plain picks and rolls into lines, each a number out of 10,000", () => {
    const parsed = bigBetType.parse(["0042", "12R4"]);
    expect(parsed.ok && parsed.lines.map((line) => bigBetType.describe(line))).toEqual([
      "0042",
      "1204",
      "1214",
      "1224",
      "1234",
      "1244",
      "1254",
      "1264",
      "1274",
      "1284",
      "1294",
    ]);
    expect(bigBetType.coverage({ number: "0042" })).toEqual({ group: "big", key: "0042", space: 10_000 });
  });

  it("refuses a roll overlapping a plain pick", () => {
    expect(bigBetType.parse(["1234", "R234"])).toEqual({
      ok: false,
      problem: { code: "duplicate_pick", values: { pick: "1234" } },
    });
  });

  it("returns 64 % on the Malaysian table and 65.9 % on Singapore's", () => {
    // (2,500 + 1,000 + 500 + 10 × 180 + 10 × 60) / 10,000 = 6,400 / 10,000.
    expect(bigBetType.rtp(bigBetType.defaultOdds)).toEqual([
      { label: "any number", rtp: fraction(16n, 25n) },
    ]);
    // (2,000 + 1,000 + 490 + 10 × 250 + 10 × 60) / 10,000 = 6,590 / 10,000.
    expect(bigBetType.rtp(FOUR_D_PRIZE_TABLES.singapore.big)[0]?.rtp).toEqual(fraction(659n, 1_000n));
  });

  it("cannot price a table missing a tier", () => {
    expect(() => bigBetType.rtp(FOUR_D_PRIZE_TABLES.malaysia.small)).toThrow(RangeError);
  });
});

describe("Small", () => {
  it("pays only the top three prizes", () => {
    const hits = (number: string) => smallBetType.hits(HAND_MADE_RESULT, { number });
    expect(hits("1234")).toEqual({ first: 1 });
    expect(hits("0042")).toEqual({ second: 1 });
    expect(hits("9999")).toEqual({ third: 1 });
    expect(hits("4321")).toEqual({});
    expect(hits("0123")).toEqual({});
    expect(smallBetType.payoutKeys).toEqual(["first", "second", "third"]);
  });

  it("returns 65 % on the Malaysian table and 58 % on Singapore's", () => {
    expect(smallBetType.rtp(smallBetType.defaultOdds)[0]?.rtp).toEqual(fraction(65n, 100n));
    expect(smallBetType.rtp(FOUR_D_PRIZE_TABLES.singapore.small)[0]?.rtp).toEqual(fraction(58n, 100n));
  });
});

describe("4A", () => {
  it("pays only the 1st prize, 6,000 per unit", () => {
    expect(fourABetType.hits(HAND_MADE_RESULT, { number: "1234" })).toEqual({ first: 1 });
    expect(fourABetType.hits(HAND_MADE_RESULT, { number: "0042" })).toEqual({});
    expect(lineReturn(1n, { first: 1 }, fourABetType.defaultOdds)).toBe(6_000n);
  });

  it("rolls like Big and returns 60 %", () => {
    const parsed = fourABetType.parse(["123R"]);
    expect(parsed.ok && parsed.lines).toHaveLength(10);
    expect(fourABetType.rtp(fourABetType.defaultOdds)[0]?.rtp).toEqual(fraction(3n, 5n));
    expect(fourABetType.coverage({ number: "0001" }).group).toBe("four_a");
  });
});
