import { describe, expect, it } from "vitest";
import { gameTypeKey, missionTextIn, rewardText, targetText } from "./mission-text.ts";

/** Plain formatters, so the test sees which one each figure went through. */
const FORMAT = {
  cash: (minor: number) => `K ${(minor / 100).toFixed(2)}`,
  count: (value: number) => `#${value}`,
};

describe("mission targets in their goal's unit", () => {
  it("writes bet and deposit targets as cash from minor units", () => {
    expect(targetText("bet", 50_000, FORMAT)).toEqual({
      key: "bo_missions_target_bet",
      values: { value: "K 500.00" },
    });
    expect(targetText("deposit", 1_050, FORMAT)).toEqual({
      key: "bo_missions_target_deposit",
      values: { value: "K 10.50" },
    });
  });

  it("writes lottery bets and login days as counts", () => {
    expect(targetText("lottery_bets", 20, FORMAT)).toEqual({
      key: "bo_missions_target_lottery_bets",
      values: { value: "#20" },
    });
    expect(targetText("login_days", 5, FORMAT)).toEqual({
      key: "bo_missions_target_login_days",
      values: { value: "#5" },
    });
  });
});

describe("mission rewards in their unit", () => {
  it("writes cash from minor units and points as a count", () => {
    expect(rewardText(1_250, "minor", FORMAT)).toEqual({
      key: "bo_missions_amount_cash",
      values: { value: "K 12.50" },
    });
    expect(rewardText(800, "points", FORMAT)).toEqual({
      key: "bo_missions_amount_points",
      values: { value: "#800" },
    });
  });
});

describe("the game types a mission counts", () => {
  it("names one type or every type for bet goals, nothing for the others", () => {
    expect(gameTypeKey("bet", "LIVE")).toBe("bo_missions_game_live");
    expect(gameTypeKey("bet", null)).toBe("bo_missions_game_any");
    expect(gameTypeKey("deposit", null)).toBeNull();
    expect(gameTypeKey("login_days", "RNG")).toBeNull();
  });
});

describe("missionTextIn", () => {
  it("takes the console's language, else English", () => {
    expect(missionTextIn({ EN: "Spin", CN: "转动" }, "CN")).toBe("转动");
    expect(missionTextIn({ EN: "Spin", CN: " " }, "CN")).toBe("Spin");
    expect(missionTextIn({ CN: "转动" }, "EN")).toBe("");
  });
});
