import { describe, expect, it } from "vitest";
import {
  durationText,
  endsText,
  expiryText,
  goalAmountText,
  goalMeasure,
  goalText,
  isEndingSoon,
  missionProgress,
  missionTimeText,
  orderMissions,
  progressText,
  rewardValueText,
  type TMissionFormat,
  timeLeft,
} from "./mission-format.ts";

/** Writes keys and values back, so a test sees which text was chosen with which figures. */
const format: TMissionFormat = {
  t: (key, values) =>
    values
      ? `${key}(${Object.entries(values)
          .map(([name, value]) => `${name}=${value}`)
          .join(",")})`
      : key,
  money: (minor) => `K ${(minor / 100).toFixed(2)}`,
  count: (value) => String(value),
};

const NOW = Date.parse("2025-03-10T12:00:00Z");

describe("goal units", () => {
  it("counts bets and deposits in money, lottery bets in slips, logins in days", () => {
    expect(goalMeasure("bet")).toBe("money");
    expect(goalMeasure("deposit")).toBe("money");
    expect(goalMeasure("lottery_bets")).toBe("slips");
    expect(goalMeasure("login_days")).toBe("days");
  });

  it("writes each figure in its goal's unit", () => {
    expect(goalAmountText("bet", 150_000, format)).toBe("K 1500.00");
    expect(goalAmountText("deposit", 5_000, format)).toBe("K 50.00");
    expect(goalAmountText("lottery_bets", 12, format)).toBe("mission_unit_slips(count=12)");
    expect(goalAmountText("login_days", 3, format)).toBe("mission_unit_days(count=3)");
  });

  it("never writes a negative figure", () => {
    expect(goalAmountText("bet", -20, format)).toBe("K 0.00");
    expect(goalAmountText("login_days", -1, format)).toBe("mission_unit_days(count=0)");
  });
});

describe("goalText", () => {
  it("names the game type of a bet goal, or any game", () => {
    expect(goalText({ goal: "bet", gameType: "RNG" }, format)).toBe(
      "mission_goal_bet_game(game=game_type_rng)",
    );
    expect(goalText({ goal: "bet", gameType: null }, format)).toBe("mission_goal_bet_any");
  });

  it("waits for the games catalogue before writing a game type", () => {
    expect(goalText({ goal: "bet", gameType: "LIVE" }, format, false)).toBe("mission_goal_bet_game(game=…)");
  });

  it("names the other goals by their kind", () => {
    expect(goalText({ goal: "deposit", gameType: null }, format)).toBe("mission_goal_deposit");
    expect(goalText({ goal: "lottery_bets", gameType: null }, format)).toBe("mission_goal_lottery_bets");
    expect(goalText({ goal: "login_days", gameType: null }, format)).toBe("mission_goal_login_days");
  });
});

describe("missionProgress and progressText", () => {
  it("reads the share done, rounded down, and 100 % only once the target is met", () => {
    expect(missionProgress({ progress: 2_999, target: 10_000, state: "in_progress" })).toMatchObject({
      percent: 29,
      isMet: false,
    });
    expect(missionProgress({ progress: 9_999, target: 10_000, state: "in_progress" }).percent).toBe(99);
    expect(missionProgress({ progress: 10_000, target: 10_000, state: "in_progress" }).isMet).toBe(true);
  });

  it("reads a done mission as met whatever its figures say", () => {
    expect(missionProgress({ progress: 0, target: 7, state: "done" })).toEqual({
      ratio: 1,
      percent: 100,
      left: 0,
      isMet: true,
    });
  });

  it("writes progress of target in the goal's unit, capped at the target", () => {
    const bet = { goal: "bet", progress: 30_000, target: 100_000, state: "in_progress" } as const;
    expect(progressText(bet, format)).toBe("mission_progress_amounts(progress=K 300.00,target=K 1000.00)");
    const days = { goal: "login_days", progress: 9, target: 7, state: "in_progress" } as const;
    expect(progressText(days, format)).toBe(
      "mission_progress_amounts(progress=mission_unit_days(count=7),target=mission_unit_days(count=7))",
    );
    const done = { goal: "lottery_bets", progress: 2, target: 5, state: "done" } as const;
    expect(progressText(done, format)).toBe(
      "mission_progress_amounts(progress=mission_unit_slips(count=5),target=mission_unit_slips(count=5))",
    );
  });
});

describe("rewardValueText", () => {
  it("writes cash with the symbol and points as points", () => {
    expect(rewardValueText(2_500, "minor", format)).toBe("K 25.00");
    expect(rewardValueText(500, "points", format)).toBe("reward_points(points=500)");
  });
});

describe("orderMissions", () => {
  it("puts missions in progress first and keeps the server's order otherwise", () => {
    const missions = [
      { id: 1, state: "done" },
      { id: 2, state: "in_progress" },
      { id: 3, state: "done" },
      { id: 4, state: "in_progress" },
    ] as const;
    expect(orderMissions(missions).map((mission) => mission.id)).toEqual([2, 4, 1, 3]);
    expect(missions[0].id).toBe(1);
  });
});

describe("timeLeft", () => {
  it("has no end for a one-off mission or an unreadable instant", () => {
    expect(timeLeft(null, NOW)).toBeNull();
    expect(timeLeft("soon", NOW)).toBeNull();
  });

  it("splits the time left into days, hours and minutes, rounding minutes up", () => {
    expect(timeLeft("2025-03-12T17:30:00Z", NOW)).toEqual({ isOver: false, days: 2, hours: 5, minutes: 30 });
    expect(timeLeft("2025-03-10T12:00:01Z", NOW)).toEqual({ isOver: false, days: 0, hours: 0, minutes: 1 });
    expect(timeLeft("2025-03-10T13:00:00+01:00", NOW)).toEqual({
      isOver: true,
      days: 0,
      hours: 0,
      minutes: 0,
    });
  });

  it("is over at and after the end", () => {
    expect(timeLeft("2025-03-10T12:00:00Z", NOW)?.isOver).toBe(true);
    expect(timeLeft("2025-03-01T00:00:00Z", NOW)).toEqual({ isOver: true, days: 0, hours: 0, minutes: 0 });
  });
});

describe("durationText, endsText and expiryText", () => {
  it("shows the two largest units that matter", () => {
    expect(durationText({ isOver: false, days: 2, hours: 5, minutes: 30 }, format)).toBe(
      "mission_time_days(days=2,hours=5,minutes=30)",
    );
    expect(durationText({ isOver: false, days: 0, hours: 5, minutes: 3 }, format)).toBe(
      "mission_time_hours(days=0,hours=5,minutes=3)",
    );
    expect(durationText({ isOver: false, days: 0, hours: 0, minutes: 12 }, format)).toBe(
      "mission_time_minutes(days=0,hours=0,minutes=12)",
    );
  });

  it("says when a mission's period ends", () => {
    expect(endsText(null, NOW, format)).toBe("mission_no_end");
    expect(endsText("2025-03-10T11:00:00Z", NOW, format)).toBe("mission_ended");
    expect(endsText("2025-03-10T12:45:00Z", NOW, format)).toBe(
      "mission_ends_in(time=mission_time_minutes(days=0,hours=0,minutes=45))",
    );
  });

  it("says when a done mission starts again, and nothing for a done one-off", () => {
    const ends = "2025-03-11T00:00:00Z";
    expect(missionTimeText({ state: "in_progress", endsAt: ends }, NOW, format)).toBe(
      "mission_ends_in(time=mission_time_hours(days=0,hours=12,minutes=0))",
    );
    expect(missionTimeText({ state: "done", endsAt: ends }, NOW, format)).toBe(
      "mission_restarts_in(time=mission_time_hours(days=0,hours=12,minutes=0))",
    );
    expect(missionTimeText({ state: "done", endsAt: "2025-03-10T00:00:00Z" }, NOW, format)).toBe(
      "mission_ended",
    );
    expect(missionTimeText({ state: "done", endsAt: null }, NOW, format)).toBeNull();
    expect(missionTimeText({ state: "in_progress", endsAt: null }, NOW, format)).toBe("mission_no_end");
  });

  it("says when a reward expires", () => {
    expect(expiryText(null, NOW, format)).toBe("reward_no_expiry");
    expect(expiryText("2025-03-09T00:00:00Z", NOW, format)).toBe("reward_state_expired");
    expect(expiryText("2025-03-13T14:00:00Z", NOW, format)).toBe(
      "reward_expires_in(time=mission_time_days(days=3,hours=2,minutes=0))",
    );
  });

  it("marks the last day as ending soon", () => {
    expect(isEndingSoon("2025-03-11T11:59:00Z", NOW)).toBe(true);
    expect(isEndingSoon("2025-03-11T12:00:00Z", NOW)).toBe(false);
    expect(isEndingSoon("2025-03-10T11:00:00Z", NOW)).toBe(false);
    expect(isEndingSoon(null, NOW)).toBe(false);
  });
});
