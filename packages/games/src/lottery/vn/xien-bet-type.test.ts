import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fraction, multiplyFractions } from "../../fraction.ts";
import { SeededRandomSource } from "../../seeded-random-source.ts";
import { buildVnResult } from "./build-vn-result.ts";
import { drawVnResult } from "./draw-vn-result.ts";
import { chanceAllAppear } from "./set-probability.ts";
import { VN_NORTH_LAYOUT } from "./vn-north-layout.ts";
import { VN_SOUTH_LAYOUT } from "./vn-south-layout.ts";
import { createXienBetType } from "./xien-bet-type.ts";

const ODDS = { cost: 1_000, pays: { hit: 16_000 } };
const xien2 = createXienBetType(VN_NORTH_LAYOUT, 2, ODDS);
const xien4 = createXienBetType(VN_NORTH_LAYOUT, 4, ODDS);

describe("xiên 2 / 3 / 4", () => {
  // Lô-2 numbers 10 to 36 (see buildVnResult), 36 twice, 09 from a 3-digit G6.
  const north = buildVnResult(VN_NORTH_LAYOUT, { g6: ["009", "531", "532"], db: ["55536"] });

  it("wins once when every number of the set is among the lô numbers, from any prize", () => {
    expect(xien2.hits(north, ["10", "36"])).toEqual({ hit: 1 });
    expect(xien2.hits(north, ["09", "33"])).toEqual({ hit: 1 });
    expect(xien4.hits(north, ["09", "10", "24", "36"])).toEqual({ hit: 1 });
    expect(xien2.hits(north, ["10", "37"])).toEqual({ hit: 0 });
    expect(xien4.hits(north, ["09", "10", "24", "99"])).toEqual({ hit: 0 });
  });

  it("counts G8 in the south and ignores longer endings", () => {
    const south = buildVnResult(VN_SOUTH_LAYOUT, { g8: ["77"], g7: ["880"] });
    const southXien = createXienBetType(VN_SOUTH_LAYOUT, 2, ODDS);
    expect(southXien.hits(south, ["77", "80"])).toEqual({ hit: 1 });
    expect(southXien.hits(south, ["77", "88"])).toEqual({ hit: 0 });
  });

  it("expands up to 10 picks to every set, and covers one set of C(100, k)", () => {
    const parsed = createXienBetType(VN_NORTH_LAYOUT, 3, ODDS).parse(["05", "01", "03", "02"]);
    expect(parsed.ok && parsed.lines.length).toBe(4);
    const eleven = Array.from({ length: 11 }, (_, index) => String(index).padStart(2, "0"));
    expect(xien2.parse(eleven)).toEqual({
      ok: false,
      problem: { code: "too_many_picks", values: { max: 10 } },
    });
    expect(xien4.parse(["01", "02", "03"])).toEqual({
      ok: false,
      problem: { code: "too_few_picks", values: { min: 4 } },
    });
    expect(xien2.coverage(["03", "15"])).toEqual({ group: "xien2", key: "03-15", space: 4_950 });
    expect(xien4.coverage(["01", "02", "03", "04"]).space).toBe(3_921_225);
    expect(xien2.describe(["03", "15"])).toBe("03, 15");
  });

  it("returns the chance all k appear times the price", () => {
    expect(xien2.rtp(ODDS)).toEqual([
      { label: "any 2 numbers", rtp: multiplyFractions(chanceAllAppear(2, 27), fraction(16n)) },
    ]);
  });

  it("wins exactly when each picked number ends some drawn prize number", () => {
    const southXien = createXienBetType(VN_SOUTH_LAYOUT, 2, ODDS);
    // One pick taken from the result, so about one line in six wins.
    const anyCase = fc.record({
      seed: fc.integer({ min: 0, max: 2 ** 31 }),
      drawnIndex: fc.integer({ min: 0, max: 17 }),
      other: fc.integer({ min: 0, max: 99 }),
    });
    fc.assert(
      fc.property(anyCase, ({ seed, drawnIndex, other }) => {
        const result = drawVnResult(VN_SOUTH_LAYOUT, new SeededRandomSource(seed));
        const endings = Object.values(result.prizes).flatMap((numbers) => numbers.map((n) => n.slice(-2)));
        const line = [endings[drawnIndex] as string, String(other).padStart(2, "0")].sort();
        fc.pre(line[0] !== line[1]);
        expect(southXien.hits(result, line).hit).toBe(line.every((n) => endings.includes(n)) ? 1 : 0);
      }),
    );
  });
});
