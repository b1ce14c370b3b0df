import { describe, expect, it } from "vitest";
import type { TEverySchedule } from "./draw-schedule.ts";
import { drawsBetween, MAX_DRAWS_LISTED } from "./draws-between.ts";
import { FIRST_INSTANT_MS, LAST_INSTANT_MS } from "./instant-range.ts";

const utc45: TEverySchedule = { kind: "every", seconds: 45, closeBeforeSeconds: 5, zone: "UTC" };
const start = Date.UTC(2026, 10, 27);

describe("drawsBetween", () => {
  it("lists nothing for an empty range and includes from but not to", () => {
    expect(drawsBetween(utc45, start, start)).toEqual({ ok: true, draws: [] });
    const result = drawsBetween(utc45, start + 45_000, start + 90_000);
    expect(result.ok && result.draws.map((draw) => draw.issue)).toEqual(["20261127-0001"]);
  });

  it("lists up to MAX_DRAWS_LISTED draws and refuses one more", () => {
    const exactly = drawsBetween(utc45, start + 1, start + MAX_DRAWS_LISTED * 45_000 + 1);
    expect(exactly.ok && exactly.draws.length).toBe(MAX_DRAWS_LISTED);
    expect(drawsBetween(utc45, start + 1, start + MAX_DRAWS_LISTED * 45_000 + 45_001)).toEqual({
      ok: false,
      problem: { code: "schedule_range_too_long", values: { max: MAX_DRAWS_LISTED } },
    });
    expect(drawsBetween(utc45, FIRST_INSTANT_MS, LAST_INSTANT_MS)).toMatchObject({
      ok: false,
      problem: { code: "schedule_range_too_long" },
    });
  });

  it("refuses a reversed range and instants it does not handle", () => {
    const invalid = { ok: false, problem: { code: "schedule_range_invalid" } };
    expect(drawsBetween(utc45, start + 1, start)).toEqual(invalid);
    expect(drawsBetween(utc45, FIRST_INSTANT_MS - 1, start)).toEqual(invalid);
    expect(drawsBetween(utc45, start, LAST_INSTANT_MS + 1)).toEqual(invalid);
    expect(drawsBetween(utc45, Number.NaN, start)).toEqual(invalid);
    expect(drawsBetween(utc45, start, start + 0.5)).toEqual(invalid);
    expect(drawsBetween(utc45, start, Number.POSITIVE_INFINITY)).toEqual(invalid);
  });

  it("works at both ends of the instants it accepts", () => {
    const first = drawsBetween(utc45, FIRST_INSTANT_MS, FIRST_INSTANT_MS + 45_000);
    expect(first.ok && first.draws.map((draw) => [draw.issue, draw.opensAt])).toEqual([
      ["19700101-1920", FIRST_INSTANT_MS - 45_000],
    ]);
    const last = drawsBetween(utc45, LAST_INSTANT_MS - 45_000, LAST_INSTANT_MS);
    expect(last.ok && last.draws.map((draw) => draw.issue)).toEqual(["99991229-1919"]);
  });
});
