import { type TAgentContractSettings, ZAgentContractSettings } from "@orchid/contract/backoffice-agents";
import { describe, expect, it } from "vitest";
import { clockText, minutesOf, readSettings, settingsDraftOf, ZSettingsDraft } from "./settings-draft.ts";

const stored: TAgentContractSettings = {
  enabledKinds: ["daily_wage", "dividend"],
  maxTiers: 5,
  maxRateBp: { daily_wage: 200, hour_salary: 100, realtime_salary: 50, dividend: 4000 },
  activeMemberMinValidBet: 10_000,
  reviewAbove: 1_000_000,
  dividendCarryOver: "previous",
  dailyRunAfterMinutes: 125,
  templates: {
    daily_wage: { tiers: [{ rateBp: 35, minValidBet: 100_000, minActiveMembers: 3, minLoss: 0 }] },
    hour_salary: null,
    realtime_salary: null,
    dividend: {
      period: "half_month",
      tiers: [
        { rateBp: 1000, minValidBet: 0, minActiveMembers: 5, minLoss: 50_000 },
        { rateBp: 2000, minValidBet: 0, minActiveMembers: 10, minLoss: 100_000 },
      ],
    },
  },
};

describe("the contract settings form", () => {
  it("shows rates in per cent, amounts in major units and the run time as HH:MM", () => {
    const draft = settingsDraftOf(stored);
    expect(draft.maxRate).toEqual({
      daily_wage: "2",
      hour_salary: "1",
      realtime_salary: "0.5",
      dividend: "40",
    });
    expect(draft.activeMemberMinValidBet).toBe("100.00");
    expect(draft.reviewAbove).toBe("10000.00");
    expect(draft.dailyRunAt).toBe("02:05");
    expect(draft.enabledKinds).toEqual({
      daily_wage: true,
      hour_salary: false,
      realtime_salary: false,
      dividend: true,
    });
    expect(draft.templates.hour_salary.enabled).toBe(false);
    expect(draft.templates.dividend.tiers[1]?.rate).toBe("20");
  });

  it("saves an unchanged form as the stored settings, which the contract accepts", () => {
    const { settings, issues } = readSettings(settingsDraftOf(stored));
    expect(issues).toEqual([]);
    expect(settings).toEqual(stored);
    expect(ZAgentContractSettings.parse(settings)).toEqual(stored);
    expect(ZSettingsDraft.parse(settingsDraftOf(stored))).toEqual(stored);
  });

  it("turns a switched-off template into none and a typed one into tiers", () => {
    const draft = settingsDraftOf(stored);
    draft.templates.daily_wage.enabled = false;
    draft.templates.hour_salary = {
      enabled: true,
      period: "monthly",
      tiers: [{ ...draft.templates.dividend.tiers[0], rate: "0.8" } as never],
    };
    const { settings } = readSettings(draft);
    expect(settings?.templates.daily_wage).toBeNull();
    expect(settings?.templates.hour_salary).toEqual({
      tiers: [{ rateBp: 80, minValidBet: 0, minActiveMembers: 5, minLoss: 50_000 }],
    });
  });

  it("refuses templates above the limits set in the same form, and says where", () => {
    const draft = settingsDraftOf(stored);
    draft.maxRate.dividend = "15";
    draft.maxTiers = "1";
    draft.dailyRunAt = "13:00";
    draft.reviewAbove = "12.345";
    const result = ZSettingsDraft.safeParse(draft);
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues).toEqual([
      ["reviewAbove", "bo_money_decimals"],
      ["dailyRunAt", "bo_agents_run_time_invalid"],
      ["templates.dividend.tiers.1.rate", "bo_agents_rate_above_limit"],
      ["templates.dividend.tierList", "bo_agents_tiers_too_many"],
    ]);
  });

  it("reads the daily run time between 00:00 and 12:00", () => {
    expect(minutesOf("02:05")).toBe(125);
    expect(minutesOf("0:00")).toBe(0);
    expect(minutesOf("12:00")).toBe(720);
    expect(minutesOf("12:01")).toBeNull();
    expect(minutesOf("02:75")).toBeNull();
    expect(minutesOf("2h")).toBeNull();
    expect(clockText(720)).toBe("12:00");
    expect(clockText(5)).toBe("00:05");
  });
});
