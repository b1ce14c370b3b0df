import type { TWithdrawSettings } from "@orchid/contract/payments";
import { describe, expect, it } from "vitest";
import { withdrawLimits } from "./withdraw-limits.ts";

const settings: TWithdrawSettings = {
  minAmount: 10_000,
  maxAmount: 5_000_000,
  dailyCount: 3,
  dailyMax: 8_000_000,
  usedCountToday: 1,
  usedAmountToday: 6_000_000,
  hasPaymentPassword: true,
  payeeName: null,
  confirmMinutes: 60,
};

describe("withdrawLimits", () => {
  it("keeps one withdrawal within what is left of today's amount", () => {
    expect(withdrawLimits(settings)).toEqual({
      countLeft: 2,
      amountLeft: 2_000_000,
      min: 10_000,
      max: 2_000_000,
    });
  });

  it("never shows a negative room when today's use went past the limits", () => {
    const over = withdrawLimits({ ...settings, usedCountToday: 5, usedAmountToday: 9_000_000 });
    expect(over.countLeft).toBe(0);
    expect(over.amountLeft).toBe(0);
  });
});
