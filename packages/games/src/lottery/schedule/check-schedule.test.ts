import { describe, expect, it } from "vitest";
import { calendarOf } from "./calendar-of.ts";
import { checkSchedule } from "./check-schedule.ts";
import { drawOfIssue } from "./draw-of-issue.ts";
import type { TDrawSchedule } from "./draw-schedule.ts";

const every = { kind: "every", seconds: 60, closeBeforeSeconds: 5, zone: "UTC" };
const weekly = {
  kind: "weekly",
  zone: "Asia/Singapore",
  days: [0, 3, 6],
  time: "18:30",
  closeBeforeSeconds: 1_800,
};

describe("checkSchedule", () => {
  it("accepts well-formed schedules", () => {
    expect(checkSchedule(every)).toBeNull();
    expect(checkSchedule({ ...every, seconds: 10, closeBeforeSeconds: 9 })).toBeNull();
    expect(checkSchedule({ ...every, seconds: 43_200 })).toBeNull();
    expect(checkSchedule(weekly)).toBeNull();
    expect(checkSchedule({ ...weekly, days: [5], time: "00:00", closeBeforeSeconds: 43_200 })).toBeNull();
  });

  it("requires a cadence that divides 86,400, from 10 s to 12 h", () => {
    for (const seconds of [7, 8, 9, 11, 70, 86_400, 86_401, 172_800, 0, -60, 60.5, Number.NaN, "60"]) {
      expect(checkSchedule({ ...every, seconds })).toEqual({
        code: "schedule_cadence_invalid",
        values: { seconds: String(seconds) },
      });
    }
  });

  it("requires betting to close between 1 s and the cadence before the draw", () => {
    for (const closeBeforeSeconds of [0, 60, 61, 2.5, -1]) {
      expect(checkSchedule({ ...every, closeBeforeSeconds })).toEqual({
        code: "schedule_close_invalid",
        values: { max: 59 },
      });
    }
    expect(checkSchedule({ ...weekly, closeBeforeSeconds: 43_201 })).toEqual({
      code: "schedule_close_invalid",
      values: { max: 43_200 },
    });
  });

  it("refuses a bad kind, zone, weekday list or time", () => {
    expect(checkSchedule(null)).toEqual({ code: "schedule_kind_invalid" });
    expect(checkSchedule({ ...every, kind: "daily" })).toEqual({ code: "schedule_kind_invalid" });
    expect(checkSchedule({ ...every, zone: "Asia/Nowhere" })).toEqual({
      code: "schedule_zone_unknown",
      values: { zone: "Asia/Nowhere" },
    });
    for (const days of [[], [7], [1, 1], [-1], ["mon"], "0,3,6"]) {
      expect(checkSchedule({ ...weekly, days })).toEqual({ code: "schedule_days_invalid" });
    }
    for (const time of ["24:00", "7:30", "18:60", "18:30:00", 1830]) {
      expect(checkSchedule({ ...weekly, time })).toEqual({
        code: "schedule_time_invalid",
        values: { time: String(time) },
      });
    }
  });

  it("makes the schedule functions throw on a schedule it refuses", () => {
    const broken = { ...every, seconds: 70 } as TDrawSchedule;
    expect(() => calendarOf(broken)).toThrow(/schedule_cadence_invalid/);
    expect(() => drawOfIssue(broken, "20261127-0001")).toThrow(/schedule_cadence_invalid/);
  });
});
