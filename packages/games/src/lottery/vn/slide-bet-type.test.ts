import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fraction, multiplyFractions } from "../../fraction.ts";
import { SeededRandomSource } from "../../seeded-random-source.ts";
import { buildVnResult } from "./build-vn-result.ts";
import { drawVnResult } from "./draw-vn-result.ts";
import { chanceNoneAppear } from "./set-probability.ts";
import { createSlideBetType } from "./slide-bet-type.ts";
import { VN_NORTH_LAYOUT } from "./vn-north-layout.ts";
import { VN_SOUTH_LAYOUT } from "./vn-south-layout.ts";

const ODDS = { cost: 1_000, pays: { hit: 2_700 } };
const slide4 = createSlideBetType(VN_NORTH_LAYOUT, 4, ODDS);

describe("lô trượt 4 / 8 / 10", () => {
  // Lô-2 numbers 10 to 36 (see buildVnResult).
  const north = buildVnResult(VN_NORTH_LAYOUT);

  it("wins once when none of the set's numbers is among the lô numbers", () => {
    expect(slide4.hits(north, ["00", "37", "50", "99"])).toEqual({ hit: 1 });
    expect(slide4.hits(north, ["00", "36", "50", "99"])).toEqual({ hit: 0 });
    expect(slide4.hits(north, ["10", "11", "12", "13"])).toEqual({ hit: 0 });
    const slide10 = createSlideBetType(VN_NORTH_LAYOUT, 10, ODDS);
    const tens = ["00", "01", "02", "03", "04", "05", "06", "07", "08", "09"];
    expect(slide10.hits(north, tens)).toEqual({ hit: 1 });
    expect(slide10.hits(buildVnResult(VN_NORTH_LAYOUT, { g6: ["509", "531", "532"] }), tens)).toEqual({
      hit: 0,
    });
  });

  it("takes exactly k picks as one line and covers one set of C(100, k)", () => {
    expect(slide4.parse(["99", "05", "50", "00"])).toEqual({ ok: true, lines: [["00", "05", "50", "99"]] });
    expect(slide4.parse(["01", "02", "03"])).toEqual({
      ok: false,
      problem: { code: "too_few_picks", values: { min: 4 } },
    });
    expect(slide4.parse(["01", "02", "03", "04", "05"])).toEqual({
      ok: false,
      problem: { code: "too_many_picks", values: { max: 4 } },
    });
    expect(slide4.coverage(["00", "05", "50", "99"])).toEqual({
      group: "slide4",
      key: "00-05-50-99",
      space: 3_921_225,
    });
    expect(createSlideBetType(VN_SOUTH_LAYOUT, 10, ODDS).coverage(["00"]).space).toBe(17_310_309_456_440);
  });

  it("returns the chance none appears times the price", () => {
    expect(slide4.rtp(ODDS)).toEqual([
      { label: "any 4 numbers", rtp: multiplyFractions(chanceNoneAppear(4, 27), fraction(27n, 10n)) },
    ]);
  });

  it("wins exactly when no picked number ends a drawn prize number", () => {
    const anySet = fc.uniqueArray(fc.integer({ min: 0, max: 99 }), { minLength: 4, maxLength: 4 });
    const southSlide = createSlideBetType(VN_SOUTH_LAYOUT, 4, ODDS);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), anySet, (seed, set) => {
        const line = set.map((n) => String(n).padStart(2, "0")).sort();
        const result = drawVnResult(VN_SOUTH_LAYOUT, new SeededRandomSource(seed));
        const endings = new Set(
          Object.values(result.prizes).flatMap((numbers) => numbers.map((n) => n.slice(-2))),
        );
        expect(southSlide.hits(result, line).hit).toBe(line.some((n) => endings.has(n)) ? 0 : 1);
      }),
    );
  });
});
