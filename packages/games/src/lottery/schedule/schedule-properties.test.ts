import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currentDraw } from "./current-draw.ts";
import { drawOfIssue } from "./draw-of-issue.ts";
import type { TDrawSchedule } from "./draw-schedule.ts";
import { drawsBetween } from "./draws-between.ts";
import { FAST_GAMES } from "./fast-games.ts";
import { FOUR_D_GAMES } from "./four-d-operators.ts";
import { VN_GAMES } from "./vn-games.ts";

const HOUR = 3_600_000;

/** Orchid's own schedules, plus London ones so that clock changes come up. */
const schedules: readonly TDrawSchedule[] = [
  ...FAST_GAMES.map((game) => game.schedule),
  ...VN_GAMES.slice(0, 4).map((game) => game.schedule),
  ...FOUR_D_GAMES.map((game) => game.schedule),
  { kind: "every", seconds: 45, closeBeforeSeconds: 5, zone: "Europe/London" },
  { kind: "every", seconds: 7_200, closeBeforeSeconds: 30, zone: "Europe/London" },
  { kind: "every", seconds: 43_200, closeBeforeSeconds: 600, zone: "Europe/London" },
  { kind: "weekly", zone: "Europe/London", days: [0, 2, 4], time: "01:30", closeBeforeSeconds: 600 },
];

// Instants from 2025 to 2028, with extra weight just around London's clock changes of 2026.
const changes = [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)];
const instant = fc.oneof(
  fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) }),
  fc
    .tuple(fc.constantFrom(...changes), fc.integer({ min: -30 * HOUR, max: 30 * HOUR }))
    .map(([at, by]) => at + by),
);
const schedule = fc.constantFrom(...schedules);
// Long enough to cross days and weeks, short enough for 45 s draws to stay under the listing cap.
const window = (candidate: TDrawSchedule) =>
  fc.integer({
    min: 0,
    max: candidate.kind === "every" ? Math.min(candidate.seconds * 4_000, 40 * 24 * HOUR) : 40 * 24 * HOUR,
  });

describe("every schedule", () => {
  it("lists draws strictly in order, each opening at the one before and closing before it draws, each found again by its issue", () => {
    fc.assert(
      fc.property(
        schedule.chain((candidate) => fc.tuple(fc.constant(candidate), instant, window(candidate))),
        ([candidate, from, length]) => {
          const result = drawsBetween(candidate, from, from + length);
          if (!result.ok) throw new Error(result.problem.code);
          let previous: (typeof result.draws)[number] | undefined;
          for (const draw of result.draws) {
            expect(draw.drawAt >= from && draw.drawAt < from + length).toBe(true);
            expect(draw.opensAt <= draw.closesAt && draw.closesAt < draw.drawAt).toBe(true);
            if (previous) {
              expect(draw.drawAt).toBeGreaterThan(previous.drawAt);
              expect(draw.opensAt).toBe(previous.drawAt);
              expect(draw.issue > previous.issue).toBe(true);
            }
            previous = draw;
          }
          const { draws } = result;
          const sample = draws.length <= 20 ? draws : [draws[0], draws[draws.length >> 1], draws.at(-1)];
          for (const draw of sample) if (draw) expect(drawOfIssue(candidate, draw.issue)).toEqual(draw);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("misses no draw: the current draw is the first that has not closed", () => {
    fc.assert(
      fc.property(schedule, instant, (candidate, now) => {
        const current = currentDraw(candidate, now);
        expect(current.closesAt).toBeGreaterThan(now);
        expect(drawOfIssue(candidate, current.issue)).toEqual(current);
        const before = drawsBetween(candidate, current.opensAt, current.drawAt);
        if (!before.ok) throw new Error(before.problem.code);
        // The draw before it (drawn at its opensAt) has already closed.
        expect(before.draws.map((draw) => draw.closesAt <= now)).toEqual([true]);
      }),
      { numRuns: 300 },
    );
  });
});
