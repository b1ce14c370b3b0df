import { describe, expect, it } from "vitest";
import { resolveAgentPeriod } from "./agent-period.ts";

// Friday 27 November 2026, 20:00 UTC: already Saturday 28th in Asia/Yangon (UTC+6:30).
const NOW = new Date("2026-11-27T20:00:00Z");
const days = (preset: Parameters<typeof resolveAgentPeriod>[0]["preset"], zone = "UTC") => {
  const period = resolveAgentPeriod({ preset }, zone, NOW);
  return [period.fromDay, period.toDay];
};

describe("agent-centre periods", () => {
  it("reads every preset in the merchant's calendar", () => {
    expect(days("today")).toEqual(["2026-11-27", "2026-11-27"]);
    expect(days("yesterday")).toEqual(["2026-11-26", "2026-11-26"]);
    expect(days("thisWeek")).toEqual(["2026-11-23", "2026-11-29"]);
    expect(days("lastWeek")).toEqual(["2026-11-16", "2026-11-22"]);
    expect(days("firstHalf")).toEqual(["2026-11-01", "2026-11-15"]);
    expect(days("secondHalf")).toEqual(["2026-11-16", "2026-11-30"]);
    expect(days("thisMonth")).toEqual(["2026-11-01", "2026-11-30"]);
    expect(days("lastMonth")).toEqual(["2026-10-01", "2026-10-31"]);
  });

  it("starts the day at the zone's midnight", () => {
    expect(days("today", "Asia/Yangon")).toEqual(["2026-11-28", "2026-11-28"]);
    const period = resolveAgentPeriod({ preset: "today" }, "Asia/Yangon", NOW);
    expect(period.from.toISOString()).toBe("2026-11-27T17:30:00.000Z");
    expect(period.to.toISOString()).toBe("2026-11-28T17:30:00.000Z");
  });

  it("takes custom days and refuses a reversed or overlong range", () => {
    expect(
      resolveAgentPeriod({ preset: "custom", from: "2026-02-01", to: "2026-02-28" }, "UTC", NOW).toDay,
    ).toBe("2026-02-28");
    expect(() =>
      resolveAgentPeriod({ preset: "custom", from: "2026-03-01", to: "2026-02-01" }, "UTC", NOW),
    ).toThrow();
    expect(() =>
      resolveAgentPeriod({ preset: "custom", from: "2024-01-01", to: "2026-01-01" }, "UTC", NOW),
    ).toThrow();
    expect(() => resolveAgentPeriod({ preset: "custom", from: "2026-01-01" }, "UTC", NOW)).toThrow();
  });
});
