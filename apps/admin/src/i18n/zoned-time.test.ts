import { describe, expect, it } from "vitest";
import { formatZoned, fromZonedInput, toZonedInput, zoneOffset } from "./zoned-time.ts";

describe("times in the merchant's zone", () => {
  it("shows a Yangon time with its +06:30 offset, whatever the machine's zone", () => {
    expect(formatZoned("2026-11-27T02:42:03.000Z", "Asia/Yangon")).toBe("2026-11-27 09:12:03 (+06:30)");
    expect(formatZoned("2026-11-27T02:42:03.000Z", "Asia/Yangon", "minutes")).toBe(
      "2026-11-27 09:12 (+06:30)",
    );
  });

  it("moves the calendar day when the zone does", () => {
    expect(formatZoned("2026-12-31T20:00:00.000Z", "Asia/Yangon")).toBe("2027-01-01 02:30:00 (+06:30)");
    expect(formatZoned("2026-01-01T03:00:00.000Z", "America/New_York")).toBe("2025-12-31 22:00:00 (-05:00)");
  });

  it("follows daylight saving time in a zone that has it", () => {
    expect(formatZoned("2026-01-15T12:00:00.000Z", "America/New_York")).toBe("2026-01-15 07:00:00 (-05:00)");
    expect(formatZoned("2026-07-15T12:00:00.000Z", "America/New_York")).toBe("2026-07-15 08:00:00 (-04:00)");
    expect(zoneOffset(new Date("2026-03-29T00:59:59Z"), "Europe/London")).toBe("+00:00");
    expect(zoneOffset(new Date("2026-03-29T01:00:00Z"), "Europe/London")).toBe("+01:00");
  });

  it("writes UTC and whole-hour zones with their offset too", () => {
    expect(formatZoned("2026-05-01T00:00:00.000Z", "UTC")).toBe("2026-05-01 00:00:00 (+00:00)");
    expect(formatZoned("2026-05-01T00:00:00.000Z", "Asia/Kathmandu")).toBe("2026-05-01 05:45:00 (+05:45)");
  });

  it("shows a dash for no time or an unreadable one, and UTC for an unknown zone", () => {
    expect(formatZoned(null, "Asia/Yangon")).toBe("—");
    expect(formatZoned("nonsense", "Asia/Yangon")).toBe("—");
    expect(formatZoned("2026-05-01T00:00:00.000Z", "Mars/Olympus")).toBe("2026-05-01 00:00:00 (+00:00)");
  });
});

describe("datetime-local inputs in the merchant's zone", () => {
  it("writes an instant as the zone's wall time and reads it back", () => {
    expect(toZonedInput("2026-11-27T02:42:59.000Z", "Asia/Yangon")).toBe("2026-11-27T09:12");
    expect(fromZonedInput("2026-11-27T09:12", "Asia/Yangon")).toBe("2026-11-27T02:42:00.000Z");
    const iso = "2026-07-04T16:30:00.000Z";
    expect(fromZonedInput(toZonedInput(iso, "America/New_York"), "America/New_York")).toBe(iso);
  });

  it("reads wall time on either side of a daylight-saving change", () => {
    expect(fromZonedInput("2026-03-07T12:00", "America/New_York")).toBe("2026-03-07T17:00:00.000Z");
    expect(fromZonedInput("2026-03-09T12:00", "America/New_York")).toBe("2026-03-09T16:00:00.000Z");
  });

  it("treats empty or unreadable values as no time", () => {
    expect(fromZonedInput("", "Asia/Yangon")).toBeNull();
    expect(fromZonedInput("not a time", "Asia/Yangon")).toBeNull();
    expect(toZonedInput(null, "Asia/Yangon")).toBe("");
    expect(toZonedInput("nonsense", "Asia/Yangon")).toBe("");
  });
});
