import { describe, expect, it } from "vitest";
import { periodDays } from "./period-days.ts";

describe("the days of a period", () => {
  it("lists every day from the first to the last, across a month end", () => {
    expect(periodDays("2026-02-27", "2026-03-02")).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
  });

  it("is one day for a one-day period", () => {
    expect(periodDays("2026-11-27", "2026-11-27")).toEqual(["2026-11-27"]);
  });
});
