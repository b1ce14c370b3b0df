import { describe, expect, it } from "vitest";
import type { TMissionFormat } from "../missions/mission-format.ts";
import { earnedText, REFERRAL_TONES, referralRuleLines, registerPath } from "./referral-format.ts";

const format: TMissionFormat = {
  t: (key, values) => (values ? `${key}(${Object.values(values).join("|")})` : key),
  money: (minor) => `K ${(minor / 100).toFixed(2)}`,
  count: (value) => String(value),
};

const rules = {
  enabled: true,
  minDeposit: 10_000,
  minValidBet: 50_000,
  reward: 2_000,
  rewardUnit: "minor" as const,
};

describe("referralRuleLines", () => {
  it("names registering, both minimums, the reward and the one-person rule, in that order", () => {
    expect(referralRuleLines(rules, format)).toEqual([
      "referral_rule_register",
      "referral_rule_deposit(K 100.00)",
      "referral_rule_bet(K 500.00)",
      "referral_rule_reward(K 20.00)",
      "referral_rule_same_person",
    ]);
  });

  it("leaves out a minimum of zero, which is no condition", () => {
    const lines = referralRuleLines({ ...rules, minDeposit: 0, minValidBet: 0 }, format);
    expect(lines.some((line) => line.startsWith("referral_rule_deposit"))).toBe(false);
    expect(lines.some((line) => line.startsWith("referral_rule_bet"))).toBe(false);
    expect(lines).toHaveLength(3);
  });

  it("writes a points reward in points", () => {
    const lines = referralRuleLines({ ...rules, reward: 500, rewardUnit: "points" }, format);
    expect(lines).toContain("referral_rule_reward(reward_points(500))");
  });
});

describe("earnedText", () => {
  it("shows cash alone, zero cash when nothing was earned", () => {
    expect(earnedText({ minor: 4_000, points: 0 }, format)).toBe("K 40.00");
    expect(earnedText({ minor: 0, points: 0 }, format)).toBe("K 0.00");
  });

  it("shows points alone when no cash was earned", () => {
    expect(earnedText({ minor: 0, points: 300 }, format)).toBe("reward_points(300)");
  });

  it("joins cash and points when both were earned", () => {
    expect(earnedText({ minor: 1_500, points: 300 }, format)).toBe(
      "referral_earned_both(K 15.00|reward_points(300))",
    );
  });
});

describe("registerPath", () => {
  it("keeps the inviter's code", () => {
    expect(registerPath("?ref=AB12CD")).toBe("/register?ref=AB12CD");
    expect(registerPath("?utm=x&ref=%20AB12%20")).toBe("/register?ref=AB12");
  });

  it("encodes what the code carries", () => {
    expect(registerPath("?ref=a%26b%3Dc")).toBe("/register?ref=a%26b%3Dc");
  });

  it("opens plain registration without a code", () => {
    expect(registerPath("")).toBe("/register");
    expect(registerPath("?ref=")).toBe("/register");
    expect(registerPath("?code=XYZ")).toBe("/register");
  });
});

describe("REFERRAL_TONES", () => {
  it("marks qualified as good and refused as bad", () => {
    expect(REFERRAL_TONES.qualified).toBe("good");
    expect(REFERRAL_TONES.refused).toBe("bad");
  });
});
