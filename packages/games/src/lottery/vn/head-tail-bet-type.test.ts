import { describe, expect, it } from "vitest";
import { fraction } from "../../fraction.ts";
import { buildVnResult } from "./build-vn-result.ts";
import { createHeadTailBetType } from "./head-tail-bet-type.ts";
import { VN_NORTH_LAYOUT } from "./vn-north-layout.ts";
import { VN_SOUTH_LAYOUT } from "./vn-south-layout.ts";

const ODDS = { cost: 1_000, pays: { hit: 9_800 } };
const head = createHeadTailBetType("head", ODDS);
const tail = createHeadTailBetType("tail", ODDS);

describe("đầu and đuôi", () => {
  it("reads the tens and the units digit of ĐB's last two digits", () => {
    const north = buildVnResult(VN_NORTH_LAYOUT, { db: ["12345"], g7: ["99", "99", "99", "99"] });
    expect(head.hits(north, "4")).toEqual({ hit: 1 });
    expect(head.hits(north, "5")).toEqual({ hit: 0 });
    expect(tail.hits(north, "5")).toEqual({ hit: 1 });
    expect(tail.hits(north, "9")).toEqual({ hit: 0 });
    const south = buildVnResult(VN_SOUTH_LAYOUT, { db: ["987600"] });
    expect(head.hits(south, "0")).toEqual({ hit: 1 });
    expect(tail.hits(south, "0")).toEqual({ hit: 1 });
    expect(head.hits(south, "6")).toEqual({ hit: 0 });
  });

  it("takes single digits, at most all ten, and returns 1 / 10 of the price", () => {
    const digits = Array.from({ length: 10 }, (_, digit) => String(digit));
    expect(head.parse(digits)).toEqual({ ok: true, lines: digits });
    expect(head.parse(["10"])).toMatchObject({ ok: false, problem: { code: "pick_digits" } });
    expect(tail.coverage("7")).toEqual({ group: "tail", key: "7", space: 10 });
    expect(head.rtp(ODDS)).toEqual([{ label: "any digit", rtp: fraction(98n, 100n) }]);
  });
});
