import { describe, expect, it } from "vitest";
import { jackpotGlyphs, resyncJackpot, tickJackpot } from "./jackpot-math.ts";

const LATIN = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];

describe("jackpot counter", () => {
  it("grows by the increment without floating-point drift", () => {
    let value = 1_000_000.1;
    for (let tick = 0; tick < 1000; tick += 1) value = tickJackpot(value, 165.11);
    expect(value).toBe(1_165_110.1);
  });

  it("never goes backwards on a resync", () => {
    expect(resyncJackpot(null, 500)).toBe(500);
    expect(resyncJackpot(800, 500)).toBe(800);
    expect(resyncJackpot(800, 900.5)).toBe(900.5);
  });

  it("splits a formatted amount into digits and separators", () => {
    expect(jackpotGlyphs("1,234.50", LATIN)).toEqual([
      { kind: "digit", value: 1 },
      { kind: "separator", char: "," },
      { kind: "digit", value: 2 },
      { kind: "digit", value: 3 },
      { kind: "digit", value: 4 },
      { kind: "separator", char: "." },
      { kind: "digit", value: 5 },
      { kind: "digit", value: 0 },
    ]);
  });

  it("reads the locale's own digits", () => {
    const burmese = ["၀", "၁", "၂", "၃", "၄", "၅", "၆", "၇", "၈", "၉"];
    expect(jackpotGlyphs("၁၂", burmese)).toEqual([
      { kind: "digit", value: 1 },
      { kind: "digit", value: 2 },
    ]);
  });
});
