import { describe, expect, it } from "vitest";
import { formatMoney } from "./format-money.ts";

describe("formatMoney", () => {
  it("shows two decimals with thousands separators", () => {
    expect(formatMoney(4999.9, "en")).toBe("4,999.90");
    expect(formatMoney(1234567.5, "en")).toBe("1,234,567.50");
    expect(formatMoney(0.1, "en")).toBe("0.10");
  });

  it("follows the visitor's locale", () => {
    expect(formatMoney(1234.5, "de")).toBe("1.234,50");
    expect(formatMoney(1234.5, "pt-BR")).toBe("1.234,50");
  });

  it("shows 0 for a missing amount", () => {
    expect(formatMoney(undefined, "en")).toBe("0.00");
    expect(formatMoney(Number.NaN, "en")).toBe("0.00");
  });
});
