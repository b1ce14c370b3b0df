import { ZBoPaymentSettingsRequest } from "@orchid/contract/backoffice-payments";
import { describe, expect, it } from "vitest";
import { rulesDraftOf, rulesRequestOf } from "./withdrawal-rules.ts";

const stored = {
  withdrawMin: 10000,
  withdrawMax: 5000000,
  withdrawDailyCount: 5,
  withdrawDailyMax: 10000000,
  withdrawFourEyesMin: 1000000,
  payoutConfirmMinutes: 1440,
};

describe("withdrawal rules form", () => {
  it("shows the stored rules in major units and saves them back unchanged", () => {
    const draft = rulesDraftOf(stored);
    expect(draft.withdrawMin).toBe("100.00");
    expect(draft.withdrawFourEyesMin).toBe("10000.00");
    const result = rulesRequestOf(draft);
    expect(result).toEqual({ ok: true, request: stored });
    if (result.ok) expect(ZBoPaymentSettingsRequest.safeParse(result.request).success).toBe(true);
  });

  it("converts typed amounts exactly", () => {
    const result = rulesRequestOf({
      ...rulesDraftOf(stored),
      withdrawMin: "0.29",
      withdrawDailyMax: "1,000.10",
    });
    expect(result.ok && result.request).toMatchObject({ withdrawMin: 29, withdrawDailyMax: 100010 });
  });

  it("refuses a minimum above the maximum, fractions of a cent and counts out of range", () => {
    expect(
      rulesRequestOf({
        ...rulesDraftOf(stored),
        withdrawMin: "600",
        withdrawMax: "500",
        withdrawFourEyesMin: "12.345",
        withdrawDailyCount: "0",
        payoutConfirmMinutes: "1.5",
      }),
    ).toEqual({
      ok: false,
      errors: {
        withdrawMax: "err_min_above_max",
        withdrawFourEyesMin: "bo_money_decimals",
        withdrawDailyCount: "bo_rules_count_invalid",
        payoutConfirmMinutes: "bo_rules_minutes_invalid",
      },
    });
  });
});
