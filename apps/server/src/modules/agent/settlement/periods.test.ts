import { describe, expect, it } from "vitest";
import { dividendDays, duePeriods, dueWindows, localHourStart, MINUTE_MS, WINDOW_MS } from "./periods.ts";

const at = (iso: string) => Date.parse(iso);
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const five = { ms: WINDOW_MS, startOf: (t: number) => Math.floor(t / WINDOW_MS) * WINDOW_MS };

describe("settlement periods", () => {
  it("offers each closed 5-minute window once its grace passed, capped per run", () => {
    const now = at("2026-03-02T10:06:30Z");
    expect(dueWindows(now, at("2026-03-02T09:55:00Z"), five, MINUTE_MS, 12)).toEqual([
      { start: at("2026-03-02T09:55:00Z"), end: at("2026-03-02T10:00:00Z") },
      { start: at("2026-03-02T10:00:00Z"), end: at("2026-03-02T10:05:00Z") },
    ]);
    // Within the grace the window just closed waits.
    expect(dueWindows(at("2026-03-02T10:05:30Z"), at("2026-03-02T10:00:00Z"), five, MINUTE_MS, 12)).toEqual(
      [],
    );
    expect(dueWindows(now, at("2026-03-01T00:00:00Z"), five, MINUTE_MS, 3)).toHaveLength(3);
    expect(dueWindows(now, null, five, MINUTE_MS, 2).map((w) => w.end)).toEqual([
      at("2026-03-02T10:00:00Z"),
      at("2026-03-02T10:05:00Z"),
    ]);
  });

  it("reads clock hours in the merchant's zone (Yangon is 6:30 ahead of UTC)", () => {
    expect(localHourStart(at("2026-03-02T10:29:00Z"), "Asia/Yangon")).toBe(at("2026-03-02T09:30:00Z"));
    expect(localHourStart(at("2026-03-02T10:31:00Z"), "UTC")).toBe(at("2026-03-02T10:00:00Z"));
  });

  it("cuts dividend periods daily, weekly from Monday, by half month and by month", () => {
    expect(dividendDays(day("2026-02-18"), "weekly")).toEqual([day("2026-02-16"), day("2026-02-23")]);
    expect(dividendDays(day("2026-02-15"), "half_month")).toEqual([day("2026-02-01"), day("2026-02-16")]);
    expect(dividendDays(day("2026-02-16"), "half_month")).toEqual([day("2026-02-16"), day("2026-03-01")]);
    expect(dividendDays(day("2026-12-31"), "monthly")).toEqual([day("2026-12-01"), day("2027-01-01")]);
  });

  it("runs the previous local day only after midnight plus the run delay", () => {
    const daily = (d: number): [number, number] => [d, d + 86_400_000];
    // 02:04 on 2 March in Yangon (19:34 UTC on 1 March): 1 March is not due yet, 28 February is.
    const early = duePeriods(new Date(at("2026-03-01T19:34:00Z")), "Asia/Yangon", 125, daily, 1);
    expect(early[0]?.firstDay).toBe(day("2026-02-28"));
    const due = duePeriods(new Date(at("2026-03-01T19:35:00Z")), "Asia/Yangon", 125, daily, 1);
    expect(due).toEqual([
      {
        span: { start: at("2026-02-28T17:30:00Z"), end: at("2026-03-01T17:30:00Z") },
        firstDay: day("2026-03-01"),
        lastDay: day("2026-03-01"),
      },
    ]);
  });
});
