import { describe, expect, it } from "vitest";
import { checkAmount } from "./check-amount.ts";

describe("checkAmount", () => {
  const limits = { min: 1000, max: 500_000, available: 20_000 };

  it("accepts an amount inside every limit", () => {
    expect(checkAmount("150.25", limits)).toEqual({ minor: 15_025, problem: null });
    expect(checkAmount("10", limits).minor).toBe(1000);
  });

  it("names the limit an amount breaks, with the bound to show", () => {
    expect(checkAmount("9.99", limits)).toEqual({
      minor: null,
      problem: "err_amount_below_min",
      bound: 1000,
    });
    expect(checkAmount("5000.01", limits)).toEqual({
      minor: null,
      problem: "err_amount_above_max",
      bound: 500_000,
    });
    expect(checkAmount("200.01", limits).problem).toBe("err_insufficient_funds");
  });

  it("reports a malformed amount before any limit", () => {
    expect(checkAmount("1.001", limits).problem).toBe("err_amount_decimals");
    expect(checkAmount("", limits).problem).toBe("err_amount_required");
  });
});
