import { describe, expect, it } from "vitest";
import { civilDay } from "./civil-day.ts";
import { isKnownZone, localDayAt, startOfLocalDay, zonedInstant, zoneOffsetAt } from "./zone-clock.ts";

const HOUR = 3_600_000;

describe("zone clock", () => {
  it("knows the fixed offsets of the main zones", () => {
    const now = Date.UTC(2026, 10, 27, 12);
    expect(zoneOffsetAt(now, "Asia/Ho_Chi_Minh")).toBe(7 * HOUR);
    expect(zoneOffsetAt(now, "Asia/Kuala_Lumpur")).toBe(8 * HOUR);
    expect(zoneOffsetAt(now, "Asia/Singapore")).toBe(8 * HOUR);
    expect(zoneOffsetAt(now, "UTC")).toBe(0);
  });

  it("turns the local date over at local midnight", () => {
    expect(localDayAt(Date.UTC(2026, 10, 27, 16, 59, 59), "Asia/Ho_Chi_Minh")).toBe(civilDay(2026, 11, 27));
    expect(localDayAt(Date.UTC(2026, 10, 27, 17), "Asia/Ho_Chi_Minh")).toBe(civilDay(2026, 11, 28));
    expect(startOfLocalDay(civilDay(2026, 11, 28), "Asia/Ho_Chi_Minh")).toBe(Date.UTC(2026, 10, 27, 17));
    expect(startOfLocalDay(civilDay(2026, 11, 28), "Asia/Singapore")).toBe(Date.UTC(2026, 10, 27, 16));
  });

  it("has a 23 h day in London in March and a 25 h day in October", () => {
    const london = "Europe/London";
    expect(startOfLocalDay(civilDay(2026, 3, 29), london)).toBe(Date.UTC(2026, 2, 29));
    expect(startOfLocalDay(civilDay(2026, 3, 30), london)).toBe(Date.UTC(2026, 2, 29, 23));
    expect(startOfLocalDay(civilDay(2026, 10, 25), london)).toBe(Date.UTC(2026, 9, 24, 23));
    expect(startOfLocalDay(civilDay(2026, 10, 26), london)).toBe(Date.UTC(2026, 9, 26));
  });

  it("pushes a skipped time on by the jump and takes the earlier of a doubled time", () => {
    const london = "Europe/London";
    // 01:30 does not exist on 29 March 2026: read as 02:30 summer time, 01:30 UTC.
    expect(zonedInstant(civilDay(2026, 3, 29), 5_400, london)).toBe(Date.UTC(2026, 2, 29, 1, 30));
    // 01:30 happens twice on 25 October 2026: first at 00:30 UTC (summer time).
    expect(zonedInstant(civilDay(2026, 10, 25), 5_400, london)).toBe(Date.UTC(2026, 9, 25, 0, 30));
  });

  it("tells known zones from unknown ones", () => {
    expect(isKnownZone("Asia/Ho_Chi_Minh")).toBe(true);
    expect(isKnownZone("UTC")).toBe(true);
    expect(isKnownZone("Mars/Olympus")).toBe(false);
    expect(isKnownZone("")).toBe(false);
  });
});
