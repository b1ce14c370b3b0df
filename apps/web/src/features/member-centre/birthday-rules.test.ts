import { describe, expect, it } from "vitest";
import {
  birthdayProblem,
  birthdayRange,
  birthdayText,
  merchantToday,
  yearsBefore,
} from "./birthday-rules.ts";

describe("merchantToday", () => {
  it("is the date in the merchant's time zone, not the browser's", () => {
    const lateUtc = new Date("2025-03-14T20:00:00Z");
    expect(merchantToday(lateUtc, "UTC")).toBe("2025-03-14");
    expect(merchantToday(lateUtc, "Asia/Yangon")).toBe("2025-03-15");
    expect(merchantToday(new Date("2025-03-15T02:00:00Z"), "America/Sao_Paulo")).toBe("2025-03-14");
  });
});

describe("yearsBefore", () => {
  it("goes back whole years on the same day", () => {
    expect(yearsBefore("2025-06-30", 18)).toBe("2007-06-30");
    expect(yearsBefore("2025-01-01", 120)).toBe("1905-01-01");
  });

  it("falls back from 29 February to the 28th in a year without it", () => {
    expect(yearsBefore("2024-02-29", 18)).toBe("2006-02-28");
    expect(yearsBefore("2024-02-29", 20)).toBe("2004-02-29");
  });

  it("leaves anything that is not a yyyy-MM-dd date unchanged", () => {
    expect(yearsBefore("soon", 18)).toBe("soon");
  });
});

describe("birthdayRange", () => {
  it("offers 120 years back up to the member's 18th birthday", () => {
    expect(birthdayRange("2025-06-30")).toEqual({ min: "1905-06-30", max: "2007-06-30" });
    expect(birthdayRange("2028-02-29")).toEqual({ min: "1908-02-29", max: "2010-02-28" });
  });
});

describe("birthdayProblem", () => {
  const today = "2025-06-30";

  it("accepts an adult's birthday, from the 18th birthday today back 120 years", () => {
    expect(birthdayProblem("2007-06-30", today)).toBeNull();
    expect(birthdayProblem("1990-05-15", today)).toBeNull();
    expect(birthdayProblem("1905-06-30", today)).toBeNull();
  });

  it("says a member turning 18 tomorrow or later is too young", () => {
    expect(birthdayProblem("2007-07-01", today)).toBe("err_birthday_under_age");
    expect(birthdayProblem(today, today)).toBe("err_birthday_under_age");
  });

  it("refuses a day in the future or over 120 years back", () => {
    expect(birthdayProblem("2025-07-01", today)).toBe("err_birthday_invalid");
    expect(birthdayProblem("1905-06-29", today)).toBe("err_birthday_invalid");
  });
});

describe("birthdayText", () => {
  it("writes the day out in the member's language", () => {
    expect(birthdayText("1990-05-15", "en-US")).toBe("May 15, 1990");
    expect(birthdayText("1990-05-15", "en-GB")).toBe("15 May 1990");
  });

  it("stays on the Gregorian calendar of the date input", () => {
    expect(birthdayText("1990-05-15", "th-TH")).toContain("1990");
  });

  it("shows anything unreadable unchanged", () => {
    expect(birthdayText("1990-13-40", "en-US")).toBe("1990-13-40");
    expect(birthdayText("", "en-US")).toBe("");
  });
});
