import { describe, expect, it } from "vitest";
import { MIDNIGHT_MARGIN_MS, msToMidnight, waitBeforeStart } from "./clear-of-midnight.ts";

describe("starting clear of a merchant's midnight", () => {
  it("counts the time left in the zone's day", () => {
    // 17:29:30 UTC is 23:59:30 in Yangon (UTC+06:30).
    expect(msToMidnight("Asia/Yangon", new Date("2030-03-09T17:29:30Z"))).toBe(30_000);
    expect(msToMidnight("UTC", new Date("2030-03-09T12:00:00.250Z"))).toBe(43_199_750);
  });

  it("waits past the nearest midnight when it falls within the margin, else starts at once", () => {
    const zones = ["UTC", "Asia/Yangon"];
    expect(waitBeforeStart(zones, new Date("2030-03-09T17:29:30Z"))).toBe(31_000);
    expect(waitBeforeStart(zones, new Date("2030-03-09T23:59:50Z"))).toBe(11_000);
    const justOutside = new Date(Date.parse("2030-03-09T17:30:00Z") - MIDNIGHT_MARGIN_MS);
    expect(waitBeforeStart(zones, justOutside)).toBe(0);
    expect(waitBeforeStart([], new Date())).toBe(0);
  });
});
