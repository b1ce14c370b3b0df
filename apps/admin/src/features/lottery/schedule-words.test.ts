import type { TBoLotterySchedule } from "@orchid/contract/backoffice-lottery";
import { describe, expect, it } from "vitest";
import { scheduleWords, spanWords, weekdayName } from "./schedule-words.ts";

const t = (key: string, values: Record<string, string | number> = {}) =>
  `${key}(${Object.entries(values)
    .map(([name, value]) => `${name}=${value}`)
    .join(";")})`;

describe("a schedule in words", () => {
  it("writes spans in seconds, minutes and hours", () => {
    expect(spanWords(45, t)).toBe("bo_lottery_seconds(n=45)");
    expect(spanWords(180, t)).toBe("bo_lottery_minutes(n=3)");
    expect(spanWords(7_200, t)).toBe("bo_lottery_hours(n=2)");
    expect(spanWords(5_400, t)).toBe("bo_lottery_hours(n=1) bo_lottery_minutes(n=30)");
  });

  it("names a fast game's cadence and a weekly game's days, time and zone", () => {
    expect(scheduleWords({ kind: "every", seconds: 60, closeBeforeSeconds: 5, zone: "UTC" }, t, String)).toBe(
      "bo_lottery_schedule_every(every=bo_lottery_minutes(n=1);close=bo_lottery_seconds(n=5))",
    );
    const weekly: TBoLotterySchedule = {
      kind: "weekly",
      zone: "Asia/Singapore",
      days: [6, 0, 3],
      time: "18:30",
      closeBeforeSeconds: 1_800,
    };
    expect(scheduleWords(weekly, t, weekdayName("en"))).toBe(
      "bo_lottery_schedule_weekly(days=Sun, Wed, Sat;time=18:30;zone=Asia/Singapore;close=bo_lottery_minutes(n=30))",
    );
  });
});
