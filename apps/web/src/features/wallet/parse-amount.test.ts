import { MAX_AMOUNT_MINOR } from "@orchid/contract/money";
import { describe, expect, it } from "vitest";
import { amountInputText, parseAmount } from "./parse-amount.ts";

describe("parseAmount", () => {
  it("reads whole and decimal amounts exactly as minor units", () => {
    expect(parseAmount("12").minor).toBe(1200);
    expect(parseAmount("12.5").minor).toBe(1250);
    expect(parseAmount("12,50").minor).toBe(1250);
    expect(parseAmount(" 0.01 ").minor).toBe(1);
    expect(parseAmount(".5").minor).toBe(50);
    expect(parseAmount("7.").minor).toBe(700);
    // Floats would read 1.13 * 100 as 112.99999999999999 and 0.29 * 100 as 28.999999999999996.
    expect(parseAmount("1.13").minor).toBe(113);
    expect(parseAmount("0.29").minor).toBe(29);
    expect(parseAmount("9999999999.99").minor).toBe(999_999_999_999);
  });

  it("refuses more than two decimals instead of rounding", () => {
    expect(parseAmount("1.005").problem).toBe("err_amount_decimals");
    expect(parseAmount("1,000").problem).toBe("err_amount_decimals");
  });

  it("refuses empty, zero, malformed and too large amounts", () => {
    expect(parseAmount("   ").problem).toBe("err_amount_required");
    expect(parseAmount("0.00").problem).toBe("err_amount_positive");
    expect(parseAmount("-5").problem).toBe("err_amount_format");
    expect(parseAmount("1e3").problem).toBe("err_amount_format");
    expect(parseAmount("1.2.3").problem).toBe("err_amount_format");
    expect(parseAmount(".").problem).toBe("err_amount_format");
    expect(parseAmount(String(MAX_AMOUNT_MINOR)).problem).toBe("err_amount_too_large");
    expect(parseAmount("99999999999999999999").problem).toBe("err_amount_too_large");
  });
});

describe("amountInputText", () => {
  it("writes minor units back as an input text that parses to the same amount", () => {
    expect(amountInputText(123_450)).toBe("1234.50");
    expect(amountInputText(5)).toBe("0.05");
    for (const minor of [1, 99, 100, 101, 123_456_789, 999_999_999_999]) {
      expect(parseAmount(amountInputText(minor)).minor).toBe(minor);
    }
  });
});
