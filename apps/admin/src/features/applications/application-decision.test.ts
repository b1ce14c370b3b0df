import { ZApplicationDecision } from "@orchid/contract/applications";
import { describe, expect, it } from "vitest";
import {
  APPLICATION_REWARD_MAX,
  decisionSchema,
  EMPTY_DECISION_DRAFT,
  pointsIn,
  readDecision,
  rewardAfterUnitChange,
  rewardText,
  type TDecisionDraft,
} from "./application-decision.ts";

const draft = (patch: Partial<TDecisionDraft>): TDecisionDraft => ({ ...EMPTY_DECISION_DRAFT, ...patch });
const keysOf = (result: ReturnType<typeof readDecision>) => result.issues.map((issue) => issue.key);

describe("an approval", () => {
  it("goes without a note or a reward when both are left empty", () => {
    expect(readDecision(draft({ note: "   ", reward: " " }), 7, "approve")).toEqual({
      input: { id: 7, decision: "approve" },
      issues: [],
    });
  });

  it("carries a cash reward typed in major units as exact minor units", () => {
    const { input } = readDecision(draft({ reward: "1,234.56", note: " Welcome bonus " }), 7, "approve");
    expect(input).toEqual({
      id: 7,
      decision: "approve",
      note: "Welcome bonus",
      reward: 123456,
      rewardUnit: "minor",
    });
    expect(readDecision(draft({ reward: "4.35" }), 7, "approve").input?.reward).toBe(435);
    expect(ZApplicationDecision.safeParse(input).success).toBe(true);
  });

  it("carries a points reward as a whole number", () => {
    const { input } = readDecision(draft({ reward: " 1,000 ", rewardUnit: "points" }), 8, "approve");
    expect(input).toEqual({ id: 8, decision: "approve", reward: 1000, rewardUnit: "points" });
    expect(ZApplicationDecision.safeParse(input).success).toBe(true);
  });

  it("refuses a cash reward that is not an amount, has three decimals, is zero or too large", () => {
    expect(keysOf(readDecision(draft({ reward: "abc" }), 1, "approve"))).toEqual(["bo_money_invalid"]);
    expect(keysOf(readDecision(draft({ reward: "1.005" }), 1, "approve"))).toEqual(["bo_money_decimals"]);
    expect(keysOf(readDecision(draft({ reward: "0.00" }), 1, "approve"))).toEqual(["bo_money_positive"]);
    expect(keysOf(readDecision(draft({ reward: "-5" }), 1, "approve"))).toEqual(["bo_money_invalid"]);
    expect(keysOf(readDecision(draft({ reward: "10000000000.01" }), 1, "approve"))).toEqual([
      "bo_money_too_large",
    ]);
    expect(readDecision(draft({ reward: "abc" }), 1, "approve").input).toBeNull();
  });

  it("refuses points that are fractional, zero, negative or beyond the contract's limit", () => {
    for (const text of ["2.5", "0", "-3", "1e3", "ten", String(APPLICATION_REWARD_MAX + 1)])
      expect(keysOf(readDecision(draft({ reward: text, rewardUnit: "points" }), 1, "approve")), text).toEqual(
        ["bo_applications_points_invalid"],
      );
  });

  it("takes rewards up to the contract's limit in either unit", () => {
    const cash = readDecision(draft({ reward: "10000000000" }), 1, "approve").input;
    const points = readDecision(
      draft({ reward: String(APPLICATION_REWARD_MAX), rewardUnit: "points" }),
      1,
      "approve",
    ).input;
    expect(cash?.reward).toBe(APPLICATION_REWARD_MAX);
    expect(points?.reward).toBe(APPLICATION_REWARD_MAX);
    expect(ZApplicationDecision.safeParse(cash).success).toBe(true);
    expect(ZApplicationDecision.safeParse(points).success).toBe(true);
  });
});

describe("a rejection", () => {
  it("never carries a reward, whatever was typed", () => {
    const { input, issues } = readDecision(
      draft({ reward: "not a number", rewardUnit: "points", note: "Proof unreadable" }),
      9,
      "reject",
    );
    expect(issues).toEqual([]);
    expect(input).toEqual({ id: 9, decision: "reject", note: "Proof unreadable" });
    expect(ZApplicationDecision.safeParse(input).success).toBe(true);
  });
});

describe("a decision's note", () => {
  it("holds at most 200 characters once trimmed, as the contract", () => {
    expect(readDecision(draft({ note: ` ${"x".repeat(200)} ` }), 1, "reject").input?.note).toHaveLength(200);
    expect(keysOf(readDecision(draft({ note: "x".repeat(201) }), 1, "reject"))).toEqual([
      "bo_applications_note_too_long",
    ]);
  });

  it("is reported together with a wrong reward, each on its own field", () => {
    const { issues } = readDecision(draft({ note: "x".repeat(201), reward: "1.234" }), 1, "approve");
    expect(issues).toEqual([
      { path: ["note"], key: "bo_applications_note_too_long" },
      { path: ["reward"], key: "bo_money_decimals" },
    ]);
  });
});

describe("the dialog's schema", () => {
  it("turns a draft into the call's input, or field errors with message keys", () => {
    expect(decisionSchema(3, "approve").parse(draft({ reward: "12.5" }))).toEqual({
      id: 3,
      decision: "approve",
      reward: 1250,
      rewardUnit: "minor",
    });
    const failed = decisionSchema(3, "approve").safeParse(draft({ reward: "1.5", rewardUnit: "points" }));
    expect(failed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["reward"], "bo_applications_points_invalid"],
    ]);
  });
});

describe("the reward's unit", () => {
  it("clears the reward typed when it changes, and keeps it otherwise", () => {
    expect(rewardAfterUnitChange("100", "minor", "points")).toBe("");
    expect(rewardAfterUnitChange("100", "points", "minor")).toBe("");
    expect(rewardAfterUnitChange("100", "points", "points")).toBe("100");
  });

  it("reads points with grouping, and nothing else", () => {
    expect(pointsIn("12 500")).toBe(12500);
    expect(pointsIn("")).toBeNull();
    expect(pointsIn("0012")).toBe(12);
  });
});

describe("a decided application's reward", () => {
  const format = {
    cash: (minor: number) => `K ${(minor / 100).toFixed(2)}`,
    count: (value: number) => `#${value}`,
  };

  it("is written in its unit", () => {
    expect(rewardText({ reward: 1250, rewardUnit: "minor" }, format)).toEqual({
      key: "bo_applications_reward_cash",
      values: { value: "K 12.50" },
    });
    expect(rewardText({ reward: 800, rewardUnit: "points" }, format)).toEqual({
      key: "bo_applications_reward_points",
      values: { value: "#800" },
    });
  });

  it("is nothing when the approval gave none", () => {
    expect(rewardText({ reward: null, rewardUnit: null }, format)).toBeNull();
  });
});
