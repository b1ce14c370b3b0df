import { describe, expect, it } from "vitest";
import { formatClock, formatGmtOffset, formatZonedDateTime, zoneOffsetMinutes } from "./zoned-time.ts";

const instant = new Date(Date.UTC(2026, 10, 21, 17, 45, 9));

describe("header clock", () => {
  it("shows Yangon time with a half-hour offset", () => {
    expect(formatClock(instant, "Asia/Yangon")).toBe("2026-11-22 00:15:09 GMT+6.5");
  });

  it("shows whole-hour and negative offsets", () => {
    expect(formatClock(instant, "Asia/Shanghai")).toBe("2026-11-22 01:45:09 GMT+8");
    expect(formatClock(instant, "America/St_Johns")).toBe("2026-11-21 14:15:09 GMT-3.5");
    expect(formatClock(instant, "UTC")).toBe("2026-11-21 17:45:09 GMT+0");
  });

  it("reads quarter-hour zones", () => {
    expect(zoneOffsetMinutes(instant, "Asia/Kathmandu")).toBe(345);
    expect(formatGmtOffset(345)).toBe("GMT+5.75");
  });

  it("falls back to UTC for an unknown zone", () => {
    expect(formatZonedDateTime(instant, "Mars/Olympus")).toBe("2026-11-21 17:45:09");
  });

  it("writes midnight as 00, not 24", () => {
    expect(formatZonedDateTime(new Date(Date.UTC(2026, 0, 1, 0, 0, 0)), "UTC")).toBe("2026-01-01 00:00:00");
  });
});
