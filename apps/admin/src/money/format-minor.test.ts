import { describe, expect, it } from "vitest";
import { formatMinor } from "./format-minor.ts";

describe("formatMinor", () => {
  it("shows minor units as major units with two decimals", () => {
    expect(formatMinor(12345, "en")).toBe("123.45");
    expect(formatMinor(5, "en")).toBe("0.05");
    expect(formatMinor(100, "en")).toBe("1.00");
  });

  it("groups thousands and keeps the sign of a debit", () => {
    expect(formatMinor(123456789, "en")).toBe("1,234,567.89");
    expect(formatMinor(-250000, "en")).toBe("-2,500.00");
    expect(formatMinor(-250000, "zh-Hans")).toBe("-2,500.00");
  });
});
