import { describe, expect, it } from "vitest";
import { formatHundredths, parseMinPer100, parsePlasada, parseWhole } from "./sabong-numbers.ts";

const read = (parsed: ReturnType<typeof parsePlasada>) => (parsed.ok ? parsed.value : parsed.errorKey);

describe("plasada: percentage ↔ basis points", () => {
  it("shows basis points as a percentage with two decimals", () => {
    expect(formatHundredths(500)).toBe("5.00");
    expect(formatHundredths(1_250)).toBe("12.50");
    expect(formatHundredths(5)).toBe("0.05");
    expect(formatHundredths(0)).toBe("0.00");
    expect(formatHundredths(2_000)).toBe("20.00");
  });

  it("reads a typed percentage as exact basis points", () => {
    expect(read(parsePlasada("5"))).toBe(500);
    expect(read(parsePlasada("5.5"))).toBe(550);
    expect(read(parsePlasada("4.35"))).toBe(435);
    expect(read(parsePlasada("0.07"))).toBe(7);
    expect(read(parsePlasada(" 12.50 %"))).toBe(1_250);
    expect(read(parsePlasada("0"))).toBe(0);
    expect(read(parsePlasada("20"))).toBe(2_000);
  });

  it("round-trips every basis point the contract allows", () => {
    for (let bp = 0; bp <= 2_000; bp++) expect(read(parsePlasada(formatHundredths(bp)))).toBe(bp);
  });

  it("refuses more than two decimals, signs, words and more than 20 %", () => {
    expect(read(parsePlasada("5.005"))).toBe("bo_sabong_plasada_invalid");
    expect(read(parsePlasada("-1"))).toBe("bo_sabong_plasada_invalid");
    expect(read(parsePlasada("five"))).toBe("bo_sabong_plasada_invalid");
    expect(read(parsePlasada("20.01"))).toBe("bo_sabong_plasada_invalid");
    expect(read(parsePlasada(""))).toBe("bo_sabong_value_required");
  });
});

describe("minimum payout per 100: 107.00 ↔ 10700", () => {
  it("reads hundredths exactly within 100.00 to 1,000.00", () => {
    expect(read(parseMinPer100("107"))).toBe(10_700);
    expect(read(parseMinPer100("107.00"))).toBe(10_700);
    expect(read(parseMinPer100("107.5"))).toBe(10_750);
    expect(read(parseMinPer100("1,000.00"))).toBe(100_000);
    expect(read(parseMinPer100("100"))).toBe(10_000);
    expect(formatHundredths(10_700)).toBe("107.00");
  });

  it("refuses a payout below 100.00 or above 1,000.00", () => {
    expect(read(parseMinPer100("99.99"))).toBe("bo_sabong_min_per100_invalid");
    expect(read(parseMinPer100("1000.01"))).toBe("bo_sabong_min_per100_invalid");
    expect(read(parseMinPer100("107.001"))).toBe("bo_sabong_min_per100_invalid");
  });
});

describe("whole numbers", () => {
  it("reads whole numbers within their range only", () => {
    expect(read(parseWhole("8", 0, 100, "bad"))).toBe(8);
    expect(read(parseWhole("0", 0, 100, "bad"))).toBe(0);
    expect(read(parseWhole("101", 0, 100, "bad"))).toBe("bad");
    expect(read(parseWhole("1.5", 0, 100, "bad"))).toBe("bad");
    expect(read(parseWhole("", 0, 100, "bad"))).toBe("bo_sabong_value_required");
  });
});
