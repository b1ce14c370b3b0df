import { describe, expect, it } from "vitest";
import { fraction } from "../../fraction.ts";
import { buildVnResult } from "./build-vn-result.ts";
import { createPrizeEndingBetType } from "./prize-ending-bet-type.ts";
import type { TVnLayout } from "./vn-layout.ts";
import { VN_NORTH_LAYOUT } from "./vn-north-layout.ts";
import { VN_SOUTH_LAYOUT } from "./vn-south-layout.ts";

const ODDS = { cost: 1_000, pays: { hit: 99_000 } };
const bet = (layout: TVnLayout, code: string, prize: string, digits: 2 | 3 | 4) =>
  createPrizeEndingBetType(layout, { code, prize, digits, defaultOdds: ODDS });

describe("đề, 3 càng and 4 càng", () => {
  const north = buildVnResult(VN_NORTH_LAYOUT, {
    db: ["04127"],
    g1: ["00027"],
    g7: ["27", "55", "27", "03"],
  });
  const south = buildVnResult(VN_SOUTH_LAYOUT, { db: ["904127"], g8: ["41"], g7: ["127"] });

  it("đề đặc biệt wins on ĐB's last two digits only, once", () => {
    const deSpecial = bet(VN_NORTH_LAYOUT, "de_special", "db", 2);
    expect(deSpecial.hits(north, "27")).toEqual({ hit: 1 });
    expect(deSpecial.hits(north, "12")).toEqual({ hit: 0 });
    expect(deSpecial.hits(north, "03")).toEqual({ hit: 0 });
    expect(bet(VN_SOUTH_LAYOUT, "de_special", "db", 2).hits(south, "27")).toEqual({ hit: 1 });
  });

  it("đề giải 7 pays each of G7's numbers that matches; đề giải 8 looks at G8 alone", () => {
    const deG7 = bet(VN_NORTH_LAYOUT, "de_g7", "g7", 2);
    expect(deG7.hits(north, "27")).toEqual({ hit: 2 });
    expect(deG7.hits(north, "03")).toEqual({ hit: 1 });
    expect(deG7.hits(north, "04")).toEqual({ hit: 0 });
    const deG8 = bet(VN_SOUTH_LAYOUT, "de_g8", "g8", 2);
    expect(deG8.hits(south, "41")).toEqual({ hit: 1 });
    expect(deG8.hits(south, "27")).toEqual({ hit: 0 });
  });

  it("3 càng and 4 càng win on ĐB's last three / four digits", () => {
    expect(bet(VN_NORTH_LAYOUT, "three_cang", "db", 3).hits(north, "127")).toEqual({ hit: 1 });
    expect(bet(VN_NORTH_LAYOUT, "three_cang", "db", 3).hits(north, "027")).toEqual({ hit: 0 });
    expect(bet(VN_SOUTH_LAYOUT, "three_cang", "db", 3).hits(south, "127")).toEqual({ hit: 1 });
    expect(bet(VN_SOUTH_LAYOUT, "four_cang", "db", 4).hits(south, "4127")).toEqual({ hit: 1 });
    expect(bet(VN_SOUTH_LAYOUT, "four_cang", "db", 4).hits(south, "0412")).toEqual({ hit: 0 });
  });

  it("covers one number of its length and returns numbers × price / 10^digits", () => {
    const fourCang = bet(VN_NORTH_LAYOUT, "four_cang", "db", 4);
    expect(fourCang.coverage("0412")).toEqual({ group: "four_cang", key: "0412", space: 10_000 });
    expect(fourCang.parse(["412"])).toMatchObject({ ok: false, problem: { code: "pick_digits" } });
    expect(bet(VN_NORTH_LAYOUT, "de_g7", "g7", 2).rtp({ cost: 4_000, pays: { hit: 98_000 } })).toEqual([
      { label: "any number", rtp: fraction(98n, 100n) },
    ]);
    expect(() => bet(VN_NORTH_LAYOUT, "de_g8", "g8", 2)).toThrow(RangeError);
  });
});
