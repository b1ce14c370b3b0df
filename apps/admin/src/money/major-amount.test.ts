import { MAX_AMOUNT_MINOR } from "@orchid/contract/money";
import { describe, expect, it } from "vitest";
import { minorToMajorInput, parseMajorAmount } from "./major-amount.ts";

const minorOf = (text: string, allowZero = false) => {
  const parsed = parseMajorAmount(text, { allowZero });
  return parsed.ok ? parsed.minor : parsed.errorKey;
};

describe("parseMajorAmount", () => {
  it("turns what an operator types into exact minor units", () => {
    expect(minorOf("100")).toBe(10000);
    expect(minorOf("99.5")).toBe(9950);
    expect(minorOf("0.29")).toBe(29);
    expect(minorOf("1.0")).toBe(100);
    expect(minorOf(" 1,234.56 ")).toBe(123456);
    expect(minorOf("12.")).toBe(1200);
    expect(minorOf("007.10")).toBe(710);
  });

  it("has no float drift where binary fractions would round", () => {
    // 0.29 * 100 and 4.35 * 100 are not whole numbers in floating point.
    expect(minorOf("4.35")).toBe(435);
    expect(minorOf("1.15")).toBe(115);
    expect(minorOf("10000000000")).toBe(MAX_AMOUNT_MINOR);
    for (let cents = 0; cents < 1000; cents++) {
      const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
      expect(minorOf(text, true)).toBe(cents);
    }
  });

  it("refuses more than two decimals, signs, words, zero and amounts beyond the limit", () => {
    expect(minorOf("1.005")).toBe("bo_money_decimals");
    expect(minorOf("-5")).toBe("bo_money_invalid");
    expect(minorOf("1e3")).toBe("bo_money_invalid");
    expect(minorOf("abc")).toBe("bo_money_invalid");
    expect(minorOf(".5")).toBe("bo_money_invalid");
    expect(minorOf("")).toBe("bo_money_required");
    expect(minorOf("0.00")).toBe("bo_money_positive");
    expect(minorOf("0", true)).toBe(0);
    expect(minorOf("10000000000.01")).toBe("bo_money_too_large");
    expect(minorOf("999999999999999999")).toBe("bo_money_too_large");
  });
});

describe("minorToMajorInput", () => {
  it("writes minor units back as the text the parser reads", () => {
    expect(minorToMajorInput(12345)).toBe("123.45");
    expect(minorToMajorInput(5)).toBe("0.05");
    expect(minorToMajorInput(100)).toBe("1.00");
    expect(minorToMajorInput(-250)).toBe("-2.50");
    for (const minor of [1, 99, 100, 101, 123456789, MAX_AMOUNT_MINOR])
      expect(minorOf(minorToMajorInput(minor))).toBe(minor);
  });
});
