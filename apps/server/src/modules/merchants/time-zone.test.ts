import { describe, expect, it } from "vitest";
import { isTimeZone, utcOffsetMinutes } from "./time-zone.ts";

describe("time zones", () => {
  it("reads offsets including half hours and daylight saving", () => {
    const winter = new Date("2026-01-15T12:00:00Z");
    const summer = new Date("2026-07-15T12:00:00Z");
    expect(utcOffsetMinutes("Asia/Yangon", winter)).toBe(390);
    expect(utcOffsetMinutes("UTC", winter)).toBe(0);
    expect(utcOffsetMinutes("America/New_York", winter)).toBe(-300);
    expect(utcOffsetMinutes("America/New_York", summer)).toBe(-240);
  });

  it("recognises real zone names only", () => {
    expect(isTimeZone("Asia/Manila")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});
