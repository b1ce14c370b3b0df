import { describe, expect, it } from "vitest";
import { betPeriodBounds } from "./bet-period.ts";

// 2026-03-10 02:30 in Yangon (+06:30) is still 2026-03-09 in UTC.
const NOW = new Date("2026-03-09T20:00:00.000Z");
const ZONE = "Asia/Yangon";

describe("the bets search's period", () => {
  it("counts the merchant's days from its midnight", () => {
    expect(betPeriodBounds({ preset: "today", from: "", to: "" }, NOW, ZONE)).toEqual({
      from: "2026-03-09T17:30:00.000Z",
    });
    expect(betPeriodBounds({ preset: "last7", from: "", to: "" }, NOW, ZONE)).toEqual({
      from: "2026-03-03T17:30:00.000Z",
    });
    expect(betPeriodBounds({ preset: "", from: "", to: "" }, NOW, ZONE)).toEqual({
      from: "2026-03-03T17:30:00.000Z",
    });
    expect(betPeriodBounds({ preset: "last30", from: "", to: "" }, NOW, "UTC")).toEqual({
      from: "2026-02-08T00:00:00.000Z",
    });
    expect(betPeriodBounds({ preset: "all", from: "", to: "" }, NOW, ZONE)).toEqual({});
  });

  it("takes a custom period's last day whole, and waits for both days", () => {
    expect(betPeriodBounds({ preset: "custom", from: "2026-02-27", to: "2026-02-28" }, NOW, ZONE)).toEqual({
      from: "2026-02-26T17:30:00.000Z",
      to: "2026-02-28T17:30:00.000Z",
    });
    expect(betPeriodBounds({ preset: "custom", from: "2026-02-27", to: "" }, NOW, ZONE)).toBeNull();
  });
});
