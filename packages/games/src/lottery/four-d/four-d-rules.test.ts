import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fractionToNumber } from "../../fraction.ts";
import { SeededRandomSource } from "../../seeded-random-source.ts";
import { lineReturn } from "../settle-line.ts";
import { fourDRules } from "./four-d-rules.ts";

const fourDigits = fc.integer({ min: 0, max: 9_999 }).map((value) => String(value).padStart(4, "0"));

describe("the 4D rules", () => {
  it("offers every bet type once", () => {
    expect(fourDRules.family).toBe("four_d");
    expect(fourDRules.betTypes.map((betType) => betType.code)).toEqual([
      "big",
      "small",
      "box_big",
      "box_small",
      "ibox_big",
      "ibox_small",
      "four_a",
      "three_a",
    ]);
  });

  it("prices every payout key by default, at an RTP of at most 100 %", () => {
    for (const betType of fourDRules.betTypes) {
      const { cost, pays } = betType.defaultOdds;
      expect(Number.isInteger(cost) && cost > 0).toBe(true);
      expect(Object.keys(pays).sort()).toEqual([...betType.payoutKeys].sort());
      for (const price of Object.values(pays)) expect(Number.isInteger(price) && price >= 0).toBe(true);
      for (const row of betType.rtp(betType.defaultOdds)) {
        expect(fractionToNumber(row.rtp), `${betType.code} ${row.label}`).toBeLessThanOrEqual(1);
        expect(row.rtp.numerator > 0n && row.rtp.denominator > 0n).toBe(true);
      }
    }
  });

  it("hits only its payout keys, and settles every line of any pick on any draw", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fourDigits, (seed, pick) => {
        const result = fourDRules.draw(new SeededRandomSource(seed));
        for (const betType of fourDRules.betTypes) {
          const parsed = betType.parse([betType.code === "three_a" ? pick.slice(1) : pick]);
          expect(parsed.ok).toBe(true);
          if (!parsed.ok) continue;
          for (const line of parsed.lines) {
            const hits = betType.hits(result, line);
            for (const [key, count] of Object.entries(hits)) {
              expect(betType.payoutKeys).toContain(key);
              expect(Number.isInteger(count) && count > 0).toBe(true);
            }
            expect(lineReturn(100n, hits, betType.defaultOdds) >= 0n).toBe(true);
            const coverage = betType.coverage(line);
            expect(coverage.group).toBe(betType.code);
            expect(coverage.space).toBeGreaterThan(0);
            expect(betType.describe(line)).toMatch(/^[0-9]{3,4}$/);
          }
        }
      }),
      { numRuns: 25 },
    );
  });
});
