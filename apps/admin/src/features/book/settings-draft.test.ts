import type { TBoBookSettings } from "@orchid/contract/backoffice-book";
import { describe, expect, it } from "vitest";
import { checkSettingsDraft, settingsDraftOf } from "./settings-draft.ts";

const SETTINGS: TBoBookSettings = {
  margins: { "1x2": 500, over_under: 250 },
  minStake: 100,
  maxStake: 5_000_000,
  maxPayout: 50_000_000,
  memberEventCap: 10_000_000,
  liabilityCap: 200_000_000,
  inPlayDelayMs: 3_000,
  cashOut: true,
  cashOutMarginBp: 500,
};

describe("the book settings form", () => {
  it("shows margins as percentages, money in major units, the delay in seconds, and saves them back exactly", () => {
    const draft = settingsDraftOf(SETTINGS);
    expect(draft.margins["1x2"]).toBe("5.00");
    expect(draft.margins.over_under).toBe("2.50");
    expect(draft.margins.btts).toBe("");
    expect(draft.limits).toEqual({
      minStake: "1.00",
      maxStake: "50000.00",
      maxPayout: "500000.00",
      memberEventCap: "100000.00",
      liabilityCap: "2000000.00",
    });
    expect(draft.inPlayDelay).toBe("3");
    expect(draft.cashOutMargin).toBe("5.00");
    expect(checkSettingsDraft(draft)).toEqual({ input: SETTINGS, errors: {} });
  });

  it("converts what is typed without drift", () => {
    const draft = settingsDraftOf(SETTINGS);
    draft.margins.btts = "4.35";
    draft.limits.minStake = "0.29";
    draft.limits.liabilityCap = "1,234.56";
    draft.inPlayDelay = "2.5";
    draft.cashOutMargin = "0.01";
    expect(checkSettingsDraft(draft).input).toMatchObject({
      margins: { "1x2": 500, over_under: 250, btts: 435 },
      minStake: 29,
      liabilityCap: 123_456,
      inPlayDelayMs: 2_500,
      cashOutMarginBp: 1,
    });
  });

  it("names every field that is wrong", () => {
    const draft = settingsDraftOf(SETTINGS);
    draft.margins.btts = "30.5";
    draft.limits.minStake = "600";
    draft.limits.maxStake = "500";
    draft.limits.maxPayout = "0";
    draft.inPlayDelay = "31";
    draft.cashOutMargin = "abc";
    expect(checkSettingsDraft(draft)).toEqual({
      input: null,
      errors: {
        "margins.btts": "bo_book_percent_range",
        maxStake: "err_min_above_max",
        maxPayout: "bo_money_positive",
        inPlayDelayMs: "bo_book_delay_invalid",
        cashOutMarginBp: "bo_book_percent_invalid",
      },
    });
  });
});
