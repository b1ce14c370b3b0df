import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fraction } from "../../fraction.ts";
import { SeededRandomSource } from "../../seeded-random-source.ts";
import { lineReturn } from "../settle-line.ts";
import { buildVnResult } from "./build-vn-result.ts";
import { drawVnResult } from "./draw-vn-result.ts";
import { createLoBetType } from "./lo-bet-type.ts";
import { VN_NORTH_LAYOUT } from "./vn-north-layout.ts";
import { VN_SOUTH_LAYOUT } from "./vn-south-layout.ts";

const ODDS = { cost: 27_000, pays: { hit: 98_500 } };
const northLo = (digits: 2 | 3 | 4) => createLoBetType(VN_NORTH_LAYOUT, digits, ODDS);
const southLo = (digits: 2 | 3 | 4) => createLoBetType(VN_SOUTH_LAYOUT, digits, ODDS);

describe("lô 2 / 3 / 4 số", () => {
  it("hits once for every prize number ending in the pick, each nháy paid", () => {
    const result = buildVnResult(VN_NORTH_LAYOUT, {
      g1: ["12347"],
      g6: ["047", "347", "555"],
      g7: ["47", "47", "99", "01"],
    });
    expect(northLo(2).hits(result, "47")).toEqual({ hit: 5 });
    expect(northLo(3).hits(result, "347")).toEqual({ hit: 2 });
    expect(northLo(3).hits(result, "047")).toEqual({ hit: 1 });
    expect(northLo(4).hits(result, "2347")).toEqual({ hit: 1 });
    expect(northLo(4).hits(result, "0347")).toEqual({ hit: 0 });
    expect(northLo(2).hits(result, "98")).toEqual({ hit: 0 });
    expect(lineReturn(27_000n, northLo(2).hits(result, "47"), ODDS)).toBe(492_500n);
  });

  it("checks only numbers long enough: 27 / 23 / 20 in the north, 18 / 17 / 16 in the south", () => {
    const north = buildVnResult(VN_NORTH_LAYOUT, {
      g4: ["0000", "0000", "0000", "0000"],
      g5: Array(6).fill("0000"),
      g6: ["000", "000", "000"],
      g7: ["00", "00", "00", "00"],
    });
    expect(northLo(2).hits(north, "00").hit).toBe(17);
    expect(northLo(3).hits(north, "000").hit).toBe(13);
    expect(northLo(4).hits(north, "0000").hit).toBe(10);
    const south = buildVnResult(VN_SOUTH_LAYOUT, {
      g8: ["00"],
      g7: ["000"],
      g6: ["0000", "0000", "0000"],
      g5: ["0000"],
    });
    expect(southLo(2).hits(south, "00").hit).toBe(6);
    expect(southLo(3).hits(south, "000").hit).toBe(5);
    expect(southLo(4).hits(south, "0000").hit).toBe(4);
  });

  it("parses numbers of its own length and covers one of 100 / 1,000 / 10,000", () => {
    expect(northLo(3).parse(["007", "123"])).toEqual({ ok: true, lines: ["007", "123"] });
    expect(northLo(3).parse(["07"])).toEqual({
      ok: false,
      problem: { code: "pick_digits", values: { pick: "07", digits: 3 } },
    });
    expect(northLo(2).coverage("07")).toEqual({ group: "lo2", key: "07", space: 100 });
    expect(northLo(4).coverage("0007")).toEqual({ group: "lo4", key: "0007", space: 10_000 });
    expect(northLo(4).describe("0007")).toBe("0007");
  });

  it("returns the expected hits times the price: 27 / 100 · 98,500 / 27,000 = 98.5 %", () => {
    expect(northLo(2).rtp(ODDS)).toEqual([{ label: "any number", rtp: fraction(985n, 1000n) }]);
    expect(southLo(4).rtp({ cost: 16_000, pays: { hit: 8_880_000 } })[0]?.rtp).toEqual(fraction(888n, 1000n));
  });

  it("counts hits as the prize numbers' endings say, on any drawn result", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 0, max: 9_999 }), (seed, pick) => {
        for (const layout of [VN_NORTH_LAYOUT, VN_SOUTH_LAYOUT]) {
          const result = drawVnResult(layout, new SeededRandomSource(seed));
          const numbers = Object.values(result.prizes).flat() as string[];
          for (const digits of [2, 3, 4] as const) {
            const line = String(pick).padStart(4, "0").slice(-digits);
            const expected = numbers.filter((n) => n.length >= digits && n.slice(-digits) === line).length;
            expect(createLoBetType(layout, digits, ODDS).hits(result, line)).toEqual({ hit: expected });
          }
        }
      }),
    );
  });
});
