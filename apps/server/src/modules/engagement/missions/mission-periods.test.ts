import { describe, expect, it } from "vitest";
import { maskName, ONCE_PERIOD, periodEnd, periodStart } from "./mission-periods.ts";

const day = (text: string) => Date.parse(`${text}T00:00:00Z`);

describe("mission periods", () => {
  it("starts a day, a week on Monday, or never again", () => {
    expect(periodStart("daily", day("2026-11-27"))).toBe("2026-11-27");
    // 2026-11-27 is a Friday; its week started on Monday the 23rd, and a Monday starts its own.
    expect(periodStart("weekly", day("2026-11-27"))).toBe("2026-11-23");
    expect(periodStart("weekly", day("2026-11-23"))).toBe("2026-11-23");
    expect(periodStart("weekly", day("2026-11-29"))).toBe("2026-11-23");
    expect(periodStart("once", day("2026-11-27"))).toBe(ONCE_PERIOD);
  });

  it("ends the next day or after seven", () => {
    expect(periodEnd("daily", "2026-11-27")).toBe(day("2026-11-28"));
    expect(periodEnd("weekly", "2026-11-23")).toBe(day("2026-11-30"));
    expect(periodEnd("once", ONCE_PERIOD)).toBeNull();
  });
});

describe("masked names", () => {
  it("keeps the ends of a name and hides its middle", () => {
    expect(maskName("player99")).toBe("pl***99");
    expect(maskName("ab")).toBe("a***");
    expect(maskName("မင်းသူ")).toMatch(/\*\*\*/);
  });
});
