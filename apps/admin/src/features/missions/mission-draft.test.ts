import { ZMissionInput } from "@orchid/contract/missions";
import { describe, expect, it } from "vitest";
import {
  countIn,
  isMoneyGoal,
  missionDraftOf,
  missionSchema,
  missionsInOrder,
  readMission,
  rewardAfterUnitChange,
  type TConsoleMissionValue,
  takesGameType,
  targetAfterGoalChange,
} from "./mission-draft.ts";

const BET_MISSION: TConsoleMissionValue = {
  id: 12,
  name: { EN: "Spin the reels", CN: "转动卷轴" },
  description: { EN: "Bet 500.00 on slots today.", MY: "ယနေ့ လောင်းပါ" },
  period: "daily",
  goal: "bet",
  gameType: "RNG",
  target: 50_000,
  reward: 1_250,
  rewardUnit: "minor",
  claimDays: 3,
  enabled: true,
  sort: 2,
  done: 40,
  claimed: 30_000,
};

const LOGIN_MISSION: TConsoleMissionValue = {
  ...BET_MISSION,
  id: 13,
  name: { EN: "Come back" },
  description: { EN: "Log in on five days this week." },
  period: "weekly",
  goal: "login_days",
  gameType: null,
  target: 5,
  reward: 800,
  rewardUnit: "points",
};

const keysOf = (issues: { path: (string | number)[]; key: string }[]) =>
  Object.fromEntries(issues.map((issue) => [issue.path.join("."), issue.key]));

describe("mission goals", () => {
  it("counts bet and deposit goals in money, the others as counts", () => {
    expect(isMoneyGoal("bet")).toBe(true);
    expect(isMoneyGoal("deposit")).toBe(true);
    expect(isMoneyGoal("lottery_bets")).toBe(false);
    expect(isMoneyGoal("login_days")).toBe(false);
  });

  it("narrows only bet goals to a game type", () => {
    expect(takesGameType("bet")).toBe(true);
    expect(takesGameType("deposit")).toBe(false);
    expect(takesGameType("lottery_bets")).toBe(false);
  });
});

describe("mission form ↔ save call", () => {
  it("reads a money mission into the form in major units and back, with its id", () => {
    const draft = missionDraftOf(BET_MISSION);
    expect(draft).toMatchObject({
      target: "500.00",
      reward: "12.50",
      gameType: "RNG",
      claimDays: "3",
      sort: "2",
    });
    expect(draft.name).not.toBe(BET_MISSION.name);
    const { input, issues } = readMission(draft, BET_MISSION.id);
    expect(issues).toEqual([]);
    expect(input).toEqual({
      id: 12,
      name: BET_MISSION.name,
      description: BET_MISSION.description,
      period: "daily",
      goal: "bet",
      gameType: "RNG",
      target: 50_000,
      reward: 1_250,
      rewardUnit: "minor",
      claimDays: 3,
      enabled: true,
      sort: 2,
    });
    expect(ZMissionInput.safeParse(input).success).toBe(true);
  });

  it("reads a count mission with a points reward as whole numbers", () => {
    const draft = missionDraftOf(LOGIN_MISSION);
    expect(draft).toMatchObject({ target: "5", reward: "800", gameType: "" });
    const { input } = readMission(draft, LOGIN_MISSION.id);
    expect(input).toMatchObject({
      goal: "login_days",
      gameType: null,
      target: 5,
      reward: 800,
      rewardUnit: "points",
    });
    expect(ZMissionInput.safeParse(input).success).toBe(true);
  });

  it("creates a mission without an id, switched off, its empty languages and order left out", () => {
    const draft = missionDraftOf(null);
    expect(draft).toMatchObject({
      period: "daily",
      goal: "bet",
      gameType: "",
      rewardUnit: "minor",
      claimDays: "7",
      enabled: false,
      sort: "0",
    });
    draft.name = { EN: " Deposit day ", CN: " " };
    draft.description = { EN: "Deposit 1,000.00 today." };
    draft.goal = "deposit";
    draft.target = "1,000";
    draft.reward = "5";
    draft.sort = "";
    const { input, issues } = readMission(draft);
    expect(issues).toEqual([]);
    expect(input).toEqual({
      name: { EN: "Deposit day" },
      description: { EN: "Deposit 1,000.00 today." },
      period: "daily",
      goal: "deposit",
      gameType: null,
      target: 100_000,
      reward: 500,
      rewardUnit: "minor",
      claimDays: 7,
      enabled: false,
      sort: 0,
    });
    expect(ZMissionInput.safeParse(input).success).toBe(true);
  });

  it("sends a game type for bet goals only, and none for any game", () => {
    const draft = missionDraftOf(BET_MISSION);
    draft.gameType = "";
    expect(readMission(draft).input?.gameType).toBeNull();
    draft.gameType = "LIVE";
    draft.goal = "lottery_bets";
    draft.target = "10";
    expect(readMission(draft).input).toMatchObject({ goal: "lottery_bets", gameType: null, target: 10 });
  });

  it("names each problem by the request's field path, as the server does", () => {
    const draft = missionDraftOf(BET_MISSION);
    draft.name = { CN: "转动卷轴" };
    draft.description = { EN: "x".repeat(501) };
    draft.target = "0";
    draft.reward = "10000000.01";
    draft.claimDays = "366";
    draft.sort = "10001";
    const { input, issues } = readMission(draft, BET_MISSION.id);
    expect(input).toBeNull();
    expect(keysOf(issues)).toEqual({
      "name.EN": "err_english_required",
      "description.EN": "bo_missions_text_too_long",
      target: "bo_money_positive",
      reward: "bo_missions_reward_cash_too_large",
      claimDays: "bo_missions_claim_days_invalid",
      sort: "bo_missions_sort_invalid",
    });
  });

  it("takes a money target to the cent and a count target as a whole number", () => {
    const money = missionDraftOf(BET_MISSION);
    money.target = "10.005";
    expect(keysOf(readMission(money).issues)).toEqual({ target: "bo_money_decimals" });
    money.target = "";
    expect(keysOf(readMission(money).issues)).toEqual({ target: "bo_money_required" });

    const count = missionDraftOf(LOGIN_MISSION);
    for (const text of ["2.5", "0", "", "-3", "1e3", "10000000000001"]) {
      count.target = text;
      expect(keysOf(readMission(count).issues), text).toEqual({ target: "bo_missions_count_invalid" });
    }
    count.target = "1,000,000,000,000";
    expect(readMission(count).input?.target).toBe(1_000_000_000_000);
  });

  it("takes cash rewards up to 10,000,000.00 and points rewards from 1 to 1,000,000,000", () => {
    const cash = missionDraftOf(BET_MISSION);
    cash.reward = "10,000,000.00";
    expect(readMission(cash).input?.reward).toBe(1_000_000_000);
    cash.reward = "0";
    expect(keysOf(readMission(cash).issues)).toEqual({ reward: "bo_money_positive" });

    const points = missionDraftOf(LOGIN_MISSION);
    points.reward = "1000000000";
    expect(readMission(points).input?.reward).toBe(1_000_000_000);
    for (const text of ["0", "1000000001", "1.5", ""]) {
      points.reward = text;
      expect(keysOf(readMission(points).issues), text).toEqual({
        reward: "bo_missions_reward_points_invalid",
      });
    }
  });

  it("gives the form's resolver the same problems and the same mission", () => {
    const schema = missionSchema(BET_MISSION.id);
    const draft = missionDraftOf(BET_MISSION);
    const parsed = schema.safeParse(draft);
    expect(parsed.success && parsed.data.id).toBe(12);
    draft.claimDays = "0";
    const failed = schema.safeParse(draft);
    expect(failed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["claimDays", "bo_missions_claim_days_invalid"],
    ]);
  });
});

describe("switching goal or reward unit", () => {
  it("keeps the target within money goals or within count goals, clears it across", () => {
    expect(targetAfterGoalChange("500.00", "bet", "deposit")).toBe("500.00");
    expect(targetAfterGoalChange("5", "login_days", "lottery_bets")).toBe("5");
    expect(targetAfterGoalChange("500.00", "bet", "login_days")).toBe("");
    expect(targetAfterGoalChange("5", "lottery_bets", "deposit")).toBe("");
  });

  it("clears the reward when cash becomes points or back", () => {
    expect(rewardAfterUnitChange("12.50", "minor", "minor")).toBe("12.50");
    expect(rewardAfterUnitChange("12.50", "minor", "points")).toBe("");
    expect(rewardAfterUnitChange("800", "points", "minor")).toBe("");
  });
});

describe("countIn", () => {
  it("reads whole numbers in range, grouping ignored", () => {
    expect(countIn("1,000", 1, 10_000)).toBe(1_000);
    expect(countIn(" 7 ", 1, 365)).toBe(7);
    expect(countIn("0", 0, 10)).toBe(0);
    expect(countIn("366", 1, 365)).toBeNull();
    expect(countIn("", 0, 10)).toBeNull();
    expect(countIn("3.0", 0, 10)).toBeNull();
  });
});

describe("missionsInOrder", () => {
  it("lists missions by their order, then oldest first, without changing the list", () => {
    const rows = [
      { ...BET_MISSION, id: 3, sort: 2 },
      { ...BET_MISSION, id: 1, sort: 2 },
      { ...BET_MISSION, id: 9, sort: 0 },
    ];
    expect(missionsInOrder(rows).map((row) => row.id)).toEqual([9, 1, 3]);
    expect(rows.map((row) => row.id)).toEqual([3, 1, 9]);
  });
});
