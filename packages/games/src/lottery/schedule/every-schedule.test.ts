import { describe, expect, it } from "vitest";
import { drawOfIssue } from "./draw-of-issue.ts";
import type { TDraw, TEverySchedule } from "./draw-schedule.ts";
import { drawsBetween } from "./draws-between.ts";

const vn45: TEverySchedule = { kind: "every", seconds: 45, closeBeforeSeconds: 5, zone: "Asia/Ho_Chi_Minh" };
const london45: TEverySchedule = { ...vn45, zone: "Europe/London" };
const london2h: TEverySchedule = {
  kind: "every",
  seconds: 7_200,
  closeBeforeSeconds: 30,
  zone: "Europe/London",
};

function listed(schedule: TEverySchedule, fromMs: number, toMs: number): readonly TDraw[] {
  const result = drawsBetween(schedule, fromMs, toMs);
  if (!result.ok) throw new Error(result.problem.code);
  return result.draws;
}

describe("a fixed-cadence schedule", () => {
  it("numbers a Vietnamese day's 45 s draws from 0001 at 00:00:45 to 1920 at the next midnight", () => {
    const midnight = Date.UTC(2026, 10, 26, 17); // 2026-11-27 00:00 in Ho Chi Minh City
    expect(drawOfIssue(vn45, "20261127-0001")).toEqual({
      issue: "20261127-0001",
      opensAt: midnight,
      closesAt: midnight + 40_000,
      drawAt: midnight + 45_000,
    });
    expect(drawOfIssue(vn45, "20261126-1920")?.drawAt).toBe(midnight);
    expect(drawOfIssue(vn45, "20261127-1920")).toEqual({
      issue: "20261127-1920",
      opensAt: midnight + 86_355_000,
      closesAt: midnight + 86_395_000,
      drawAt: midnight + 86_400_000,
    });
  });

  it("lists a day's draws in (midnight, next midnight]", () => {
    const midnight = Date.UTC(2026, 10, 26, 17);
    const day = listed(vn45, midnight + 1, midnight + 86_400_001);
    expect(day).toHaveLength(1_920);
    expect(day[0]?.issue).toBe("20261127-0001");
    expect(day.at(-1)?.issue).toBe("20261127-1920");
    const fromMidnight = listed(vn45, midnight, midnight + 90_000);
    expect(fromMidnight.map((draw) => draw.issue)).toEqual(["20261126-1920", "20261127-0001"]);
  });

  it("refuses issues the day does not have", () => {
    for (const issue of [
      "20261127-0000",
      "20261127-1921",
      "20261127-001",
      "20261127-00001",
      "20261127",
      "20260230-0001",
      "19691231-0001",
      " 20261127-0001",
    ]) {
      expect(drawOfIssue(vn45, issue)).toBeNull();
    }
  });

  it("round-trips every listed draw through its issue", () => {
    const start = Date.UTC(2026, 10, 27, 16, 30);
    for (const draw of listed(vn45, start, start + 3_600_000))
      expect(drawOfIssue(vn45, draw.issue)).toEqual(draw);
  });

  it("follows real time from local midnight on the day London's clocks go forward (23 h, 1,840 draws)", () => {
    expect(drawOfIssue(london45, "20260329-1840")?.drawAt).toBe(Date.UTC(2026, 2, 29, 23));
    expect(drawOfIssue(london45, "20260329-1841")).toBeNull();
    // Draw 80 is 3,600 s after midnight: 01:00 UTC, which the clocks read as 02:00.
    expect(drawOfIssue(london45, "20260329-0080")?.drawAt).toBe(Date.UTC(2026, 2, 29, 1));
    expect(drawOfIssue(london45, "20260330-0001")?.opensAt).toBe(Date.UTC(2026, 2, 29, 23));
  });

  it("has 2,000 draws of 45 s on the day London's clocks go back (25 h)", () => {
    expect(drawOfIssue(london45, "20261025-2000")?.drawAt).toBe(Date.UTC(2026, 9, 26));
    expect(drawOfIssue(london45, "20261025-2001")).toBeNull();
    expect(listed(london45, Date.UTC(2026, 9, 24, 23) + 1, Date.UTC(2026, 9, 26) + 1)).toHaveLength(2_000);
  });

  it("ends a short day early when the cadence does not divide it, and the next draw still opens at it", () => {
    // 23 h holds 11 whole 2 h steps: the last at 22:00 elapsed, an hour before the next midnight.
    expect(drawOfIssue(london2h, "20260329-0011")?.drawAt).toBe(Date.UTC(2026, 2, 29, 22));
    expect(drawOfIssue(london2h, "20260329-0012")).toBeNull();
    expect(drawOfIssue(london2h, "20260330-0001")).toEqual({
      issue: "20260330-0001",
      opensAt: Date.UTC(2026, 2, 29, 22),
      closesAt: Date.UTC(2026, 2, 30, 0, 59, 30),
      drawAt: Date.UTC(2026, 2, 30, 1),
    });
    expect(drawOfIssue(london2h, "20261025-0012")?.drawAt).toBe(Date.UTC(2026, 9, 25, 23));
  });

  it("steps over a date the zone skipped altogether", () => {
    // Samoa went from 29 December 2011 straight to 31 December.
    const apia: TEverySchedule = { ...vn45, zone: "Pacific/Apia" };
    expect(drawOfIssue(apia, "20111230-0001")).toBeNull();
    expect(drawOfIssue(apia, "20111229-1920")?.drawAt).toBe(Date.UTC(2011, 11, 30, 10));
    expect(drawOfIssue(apia, "20111231-0001")?.opensAt).toBe(Date.UTC(2011, 11, 30, 10));
    const across = drawsBetween(apia, Date.UTC(2011, 11, 30, 9, 59), Date.UTC(2011, 11, 30, 10, 1));
    expect(across.ok && across.draws.map((draw) => draw.issue)).toEqual([
      "20111229-1919",
      "20111229-1920",
      "20111231-0001",
    ]);
  });
});
