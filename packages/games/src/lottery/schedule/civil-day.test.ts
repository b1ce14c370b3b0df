import { describe, expect, it } from "vitest";
import { civilDay, formatCivilDay, LAST_CIVIL_DAY, parseCivilDay, weekdayOf } from "./civil-day.ts";

describe("civil days", () => {
  it("counts weekdays from Sunday = 0", () => {
    expect(weekdayOf(civilDay(1970, 1, 1))).toBe(4);
    expect(weekdayOf(civilDay(2026, 11, 27))).toBe(5);
    expect(weekdayOf(civilDay(2026, 11, 29))).toBe(0);
    expect(weekdayOf(civilDay(1969, 12, 28))).toBe(0);
  });

  it("writes and reads YYYYMMDD", () => {
    expect(formatCivilDay(civilDay(2026, 3, 9))).toBe("20260309");
    expect(parseCivilDay("20260309")).toBe(civilDay(2026, 3, 9));
    expect(parseCivilDay("20240229")).toBe(civilDay(2024, 2, 29));
    expect(parseCivilDay("19700101")).toBe(0);
    expect(parseCivilDay("99991231")).toBe(LAST_CIVIL_DAY);
  });

  it("reads nothing that is not a real date from 1970 on", () => {
    for (const text of [
      "20260230",
      "20250229",
      "20261301",
      "20261100",
      "19691231",
      "00990101",
      "2026113",
      "2026-11-27",
      "abcdefgh",
      "",
    ]) {
      expect(parseCivilDay(text)).toBeNull();
    }
  });
});
