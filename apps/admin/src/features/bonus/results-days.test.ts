import { describe, expect, it } from "vitest";
import { chartSeries, fillDays, resultsCsv, resultTotals, type TResultDay } from "./results-days.ts";

const day = (date: string, granted: number, converted: number, grants = 1): TResultDay => ({
  day: date,
  grants,
  granted,
  converted,
  forfeited: 0,
  expired: 0,
});

const DAYS = [
  day("2026-02-27", 10_000, 0, 2),
  day("2026-03-02", 5_000, 7_550),
  day("2026-02-28", 0, 1_000, 0),
];

describe("campaign results by day", () => {
  it("fills the quiet days between the first and the last with zeros, oldest first", () => {
    const filled = fillDays(DAYS);
    expect(filled.map((entry) => entry.day)).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
    expect(filled[2]).toEqual(day("2026-03-01", 0, 0, 0));
    expect(fillDays([])).toEqual([]);
  });

  it("keeps only the last days of a very long run", () => {
    const filled = fillDays([day("2025-01-01", 1, 0), day("2026-01-01", 2, 0)], 10);
    expect(filled).toHaveLength(10);
    expect(filled[0]?.day).toBe("2025-12-23");
    expect(filled[9]?.granted).toBe(2);
  });

  it("pairs what was granted with what became cash for the chart", () => {
    expect(chartSeries(DAYS)).toEqual([
      { day: "2026-02-27", granted: 10_000, converted: 0 },
      { day: "2026-02-28", granted: 0, converted: 1_000 },
      { day: "2026-03-01", granted: 0, converted: 0 },
      { day: "2026-03-02", granted: 5_000, converted: 7_550 },
    ]);
  });

  it("adds the days up", () => {
    expect(resultTotals(DAYS)).toEqual({
      grants: 3,
      granted: 15_000,
      converted: 8_550,
      forfeited: 0,
      expired: 0,
    });
  });

  it("exports the days with money in major units and a totals line", () => {
    const t = (key: string) => key.replace(/^bo_bonus_/, "");
    const lines = resultsCsv([DAYS[0] as TResultDay, DAYS[1] as TResultDay], t)
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toEqual([
      "day,grants,granted,converted,forfeited,expired",
      "2026-02-27,2,100.00,0.00,0.00,0.00",
      "2026-03-02,1,50.00,75.50,0.00,0.00",
      "total,3,150.00,75.50,0.00,0.00",
    ]);
  });

  it("exports a points campaign's granted column as points", () => {
    const t = (key: string) => key.replace(/^bo_bonus_/, "");
    const points = [{ day: "2026-03-02", grants: 2, granted: 5_000, converted: 0, forfeited: 0, expired: 0 }];
    const lines = resultsCsv(points, t, { grantedInPoints: true })
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toEqual([
      "day,grants,granted,converted,forfeited,expired",
      "2026-03-02,2,5000,0.00,0.00,0.00",
      "total,2,5000,0.00,0.00,0.00",
    ]);
  });
});
