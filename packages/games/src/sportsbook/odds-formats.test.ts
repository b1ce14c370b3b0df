import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatDecimal,
  formatHongKong,
  formatIndonesian,
  formatMalay,
  formatOdds,
  ODDS_FORMATS,
} from "./odds-formats.ts";

describe("odds formats", () => {
  it("shows decimal odds with two decimals, rounding half up", () => {
    expect(formatDecimal(1950)).toBe("1.95");
    expect(formatDecimal(2000)).toBe("2.00");
    expect(formatDecimal(10_500)).toBe("10.50");
    expect(formatDecimal(1001)).toBe("1.00");
    expect(formatDecimal(1004)).toBe("1.00");
    expect(formatDecimal(1005)).toBe("1.01");
    expect(formatDecimal(1995)).toBe("2.00");
  });

  it("shows Hong Kong odds as the profit per unit staked", () => {
    expect(formatHongKong(1950)).toBe("0.95");
    expect(formatHongKong(2000)).toBe("1.00");
    expect(formatHongKong(2500)).toBe("1.50");
    expect(formatHongKong(1005)).toBe("0.01");
    expect(formatHongKong(101_000)).toBe("100.00");
  });

  it("shows Malay odds positive up to 2.00 and negative above", () => {
    expect(formatMalay(1500)).toBe("0.50");
    expect(formatMalay(1950)).toBe("0.95");
    expect(formatMalay(2000)).toBe("1.00");
    expect(formatMalay(2500)).toBe("-0.67");
    expect(formatMalay(2050)).toBe("-0.95");
    expect(formatMalay(3000)).toBe("-0.50");
    expect(formatMalay(5000)).toBe("-0.25");
    expect(formatMalay(2001)).toBe("-1.00");
  });

  it("rounds the size of a negative value half up and keeps its sign", () => {
    expect(formatMalay(9000)).toBe("-0.13"); // −0.125
    expect(formatMalay(2600)).toBe("-0.63"); // −0.625
    expect(formatMalay(201_000)).toBe("-0.01"); // −0.005
    expect(formatMalay(202_000)).toBe("-0.00"); // −0.00498…
    expect(formatIndonesian(1320)).toBe("-3.13"); // −3.125
    expect(formatIndonesian(1064)).toBe("-15.63"); // −15.625
  });

  it("shows Indonesian odds positive from 2.00 up and negative below", () => {
    expect(formatIndonesian(2500)).toBe("1.50");
    expect(formatIndonesian(2000)).toBe("1.00");
    expect(formatIndonesian(3750)).toBe("2.75");
    expect(formatIndonesian(1500)).toBe("-2.00");
    expect(formatIndonesian(1250)).toBe("-4.00");
    expect(formatIndonesian(1800)).toBe("-1.25");
    expect(formatIndonesian(1950)).toBe("-1.05");
    expect(formatIndonesian(1001)).toBe("-1000.00");
  });

  it("picks the format by name and refuses odds below 1.001", () => {
    expect(ODDS_FORMATS.map((format) => formatOdds(2500, format))).toEqual(["2.50", "1.50", "-0.67", "1.50"]);
    expect(ODDS_FORMATS.map((format) => formatOdds(2000, format))).toEqual(["2.00", "1.00", "1.00", "1.00"]);
    expect(() => formatHongKong(1000)).toThrow(RangeError);
    expect(() => formatOdds(1500, "american" as never)).toThrow(/unknown odds format/);
  });

  it("is within half a hundredth of the exact value in every format", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 1_000_000 }), (odds) => {
        const d = odds / 1000;
        const exact = {
          decimal: d,
          hong_kong: d - 1,
          malay: d <= 2 ? d - 1 : -1 / (d - 1),
          indonesian: d >= 2 ? d - 1 : -1 / (d - 1),
        };
        for (const format of ODDS_FORMATS) {
          const shown = formatOdds(odds, format);
          expect(shown).toMatch(/^-?\d+\.\d\d$/);
          expect(Math.abs(Number(shown) - exact[format])).toBeLessThanOrEqual(0.005 + 1e-9);
          expect(shown.startsWith("-")).toBe(exact[format] < 0);
        }
      }),
    );
  });

  it("agrees with Hong Kong where Malay and Indonesian are positive", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 100_000 }), (odds) => {
        if (odds <= 2000) expect(formatMalay(odds)).toBe(formatHongKong(odds));
        if (odds >= 2000) expect(formatIndonesian(odds)).toBe(formatHongKong(odds));
      }),
    );
  });
});
