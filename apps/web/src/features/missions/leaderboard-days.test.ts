import { describe, expect, it } from "vitest";
import { leaderboardDays } from "./leaderboard-days.ts";

describe("leaderboardDays", () => {
  it("keeps plain dates", () => {
    expect(leaderboardDays("2025-03-10", "2025-03-16", "Asia/Yangon")).toEqual({
      from: "2025-03-10",
      to: "2025-03-16",
    });
  });

  it("reads instants as dates of the merchant's zone", () => {
    // 17:30 UTC is already the next day in Yangon (UTC+6:30).
    expect(leaderboardDays("2025-03-09T17:30:00Z", "2025-03-10T10:00:00Z", "Asia/Yangon")).toEqual({
      from: "2025-03-10",
      to: "2025-03-10",
    });
  });

  it("ends a range closed at midnight on the day before", () => {
    expect(leaderboardDays("2025-03-10T00:00:00+08:00", "2025-03-17T00:00:00+08:00", "Asia/Manila")).toEqual({
      from: "2025-03-10",
      to: "2025-03-16",
    });
  });

  it("shows what it cannot read unchanged", () => {
    expect(leaderboardDays("this week", "", "UTC")).toEqual({ from: "this week", to: "" });
  });
});
