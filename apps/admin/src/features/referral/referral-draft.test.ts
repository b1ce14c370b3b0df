import { ZReferralSettings } from "@orchid/contract/referral";
import { describe, expect, it } from "vitest";
import {
  readReferral,
  referralDraftOf,
  referralRewardAfterUnitChange,
  wholeBetween,
  ZReferralDraft,
} from "./referral-draft.ts";

const CASH_RULES = {
  enabled: true,
  minDeposit: 50_000,
  minValidBet: 250_075,
  reward: 1_500,
  rewardUnit: "minor" as const,
  claimDays: 7,
};

const keysOf = (issues: { path: (string | number)[]; key: string }[]) =>
  Object.fromEntries(issues.map((issue) => [issue.path.join("."), issue.key]));

describe("referral form ↔ save call", () => {
  it("reads cash rules into major units and back unchanged", () => {
    const draft = referralDraftOf(CASH_RULES);
    expect(draft).toEqual({
      enabled: true,
      minDeposit: "500.00",
      minValidBet: "2500.75",
      rewardUnit: "minor",
      reward: "15.00",
      claimDays: "7",
    });
    const { input, issues } = readReferral(draft);
    expect(issues).toEqual([]);
    expect(input).toEqual(CASH_RULES);
    expect(ZReferralSettings.safeParse(input).success).toBe(true);
  });

  it("reads a points reward as a whole number, grouping ignored", () => {
    const draft = referralDraftOf({ ...CASH_RULES, reward: 800, rewardUnit: "points" });
    expect(draft.reward).toBe("800");
    draft.reward = "1,200";
    expect(readReferral(draft).input).toMatchObject({ reward: 1_200, rewardUnit: "points" });
  });

  it("takes zero thresholds (no condition) but refuses a zero reward", () => {
    const draft = referralDraftOf(CASH_RULES);
    draft.minDeposit = "0";
    draft.minValidBet = "0.00";
    expect(readReferral(draft).input).toMatchObject({ minDeposit: 0, minValidBet: 0 });
    draft.reward = "0";
    expect(keysOf(readReferral(draft).issues)).toEqual({ reward: "bo_money_positive" });
  });

  it("names each problem by the request's field path", () => {
    const draft = referralDraftOf(CASH_RULES);
    draft.minDeposit = "12.345";
    draft.minValidBet = "-1";
    draft.reward = "10000000.01";
    draft.claimDays = "366";
    const { input, issues } = readReferral(draft);
    expect(input).toBeNull();
    expect(keysOf(issues)).toEqual({
      minDeposit: "bo_money_decimals",
      minValidBet: "bo_money_invalid",
      reward: "bo_referral_reward_cash_too_large",
      claimDays: "bo_referral_claim_days_invalid",
    });
  });

  it("refuses points rewards outside 1–1,000,000,000 and fractions", () => {
    const draft = referralDraftOf({ ...CASH_RULES, reward: 5, rewardUnit: "points" });
    for (const text of ["0", "1000000001", "2.5", ""]) {
      draft.reward = text;
      expect(keysOf(readReferral(draft).issues), text).toEqual({
        reward: "bo_referral_reward_points_invalid",
      });
    }
  });

  it("gives the form's resolver the same problems and the same rules", () => {
    const parsed = ZReferralDraft.safeParse(referralDraftOf(CASH_RULES));
    expect(parsed.success && parsed.data).toEqual(CASH_RULES);
    const failed = ZReferralDraft.safeParse({ ...referralDraftOf(CASH_RULES), claimDays: "0" });
    expect(failed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["claimDays", "bo_referral_claim_days_invalid"],
    ]);
  });
});

describe("switching the reward unit", () => {
  it("keeps the reward within a unit and clears it across", () => {
    expect(referralRewardAfterUnitChange("15.00", "minor", "minor")).toBe("15.00");
    expect(referralRewardAfterUnitChange("15.00", "minor", "points")).toBe("");
    expect(referralRewardAfterUnitChange("800", "points", "minor")).toBe("");
  });
});

describe("wholeBetween", () => {
  it("reads whole numbers in range only", () => {
    expect(wholeBetween(" 30 ", 1, 365)).toBe(30);
    expect(wholeBetween("1,000", 1, 10_000)).toBe(1_000);
    expect(wholeBetween("0", 1, 365)).toBeNull();
    expect(wholeBetween("1e2", 1, 365)).toBeNull();
    expect(wholeBetween("", 1, 365)).toBeNull();
  });
});
