/** Tests of the rolling schedule: the round robin, publication times, the board at start and outright windows. */
import { describe, expect, it } from "vitest";
import { createLeagues } from "./leagues.ts";
import {
  describeSlot,
  leagueEvery,
  outrightIndexAt,
  outrightWindow,
  pairing,
  slotStart,
  slotsOnBoard,
  slotsToPublish,
} from "./schedule.ts";
import { DEFAULT_TIMINGS, resolveTimings } from "./timings.ts";

const timings = resolveTimings();
const leagues = createLeagues(1);
const [fb1, , , bb1, lol] = leagues;
if (!fb1 || !bb1 || !lol) throw new Error("leagues missing");
const NOW = Date.UTC(2030, 5, 1, 13, 7, 30);
const REF = /^[A-Za-z0-9_.:-]{1,64}$/;

describe("the double round robin", () => {
  it.each([6, 8])("plays every pair twice, home and away, each team once a round (%i teams)", (teams) => {
    const perRound = teams / 2;
    const cycle = perRound * (teams - 1) * 2;
    const seen = new Set<string>();
    for (let index = 0; index < cycle; index += 1) {
      const [home, away] = pairing(teams, index);
      expect(home).not.toBe(away);
      seen.add(`${home}-${away}`);
    }
    expect(seen.size).toBe(teams * (teams - 1));
    for (let round = 0; round < cycle / perRound; round += 1) {
      const playing = Array.from({ length: perRound }, (_, pair) =>
        pairing(teams, round * perRound + pair),
      ).flat();
      expect(new Set(playing).size).toBe(teams);
    }
    expect(pairing(teams, cycle + 3)).toEqual(pairing(teams, 3));
    expect(() => pairing(7, 0)).toThrow(RangeError);
  });
});

describe("the rolling schedule", () => {
  it("starts each league's events at its interval, staggered between leagues", () => {
    expect(slotStart(fb1, 1, timings) - slotStart(fb1, 0, timings)).toBe(DEFAULT_TIMINGS.footballEveryMs);
    expect(slotStart(lol, 1, timings) - slotStart(lol, 0, timings)).toBe(DEFAULT_TIMINGS.esportsEveryMs);
    expect(slotStart(bb1, 0, timings)).not.toBe(slotStart(fb1, 0, timings));
  });

  it("describes slots with valid refs, both teams and a stage for esports", () => {
    const slot = describeSlot(1, fb1, 6_000_000, timings);
    expect(slot.ref).toMatch(REF);
    expect(slot.ref).toBe("s1.fb1.6000000");
    expect(slot.home).not.toBe(slot.away);
    expect(slot.stage).toBeUndefined();
    expect(describeSlot(1, lol, 5_000_000, timings).stage).toMatch(/^(Group stage|Playoffs)$/);
    expect(describeSlot(2 ** 40 + 5, lol, 5_000_000, timings).ref).toMatch(REF);
  });

  it("publishes each slot once, either hours ahead or (one in twelve) a day and a half ahead", () => {
    const published = new Map<number, number>();
    const from = NOW;
    for (let at = from; at < from + 48 * 3_600_000; at += 60_000) {
      for (const index of slotsToPublish(fb1, at, at + 60_000, timings)) {
        expect(published.has(index)).toBe(false);
        published.set(index, at + 60_000);
      }
    }
    for (const [index, at] of published) {
      const lead = slotStart(fb1, index, timings) - at;
      const expected = index % 12 === 0 ? DEFAULT_TIMINGS.earlyAheadMs : DEFAULT_TIMINGS.publishAheadMs;
      expect(lead).toBeGreaterThan(expected - 60_000);
      expect(lead).toBeLessThanOrEqual(expected);
    }
  });

  it("puts on the board at start what would already be out: live, today and early events", () => {
    const board = slotsOnBoard(fb1, NOW - DEFAULT_TIMINGS.catchUpMs, NOW, timings);
    const starts = board.map((index) => slotStart(fb1, index, timings));
    expect(Math.min(...starts)).toBeLessThan(NOW);
    expect(Math.max(...starts)).toBeGreaterThan(NOW + 30 * 3_600_000);
    const near = starts.filter((start) => start > NOW && start <= NOW + DEFAULT_TIMINGS.publishAheadMs);
    expect(near.length).toBe(Math.floor(DEFAULT_TIMINGS.publishAheadMs / leagueEvery(fb1, timings)));
    // Publishing from here on never repeats a slot already on the board.
    const next = slotsToPublish(fb1, NOW, NOW + 3_600_000, timings);
    expect(next.filter((index) => board.includes(index))).toEqual([]);
  });

  it("runs back-to-back outright windows", () => {
    const index = outrightIndexAt(fb1, NOW, timings);
    const window = outrightWindow(1, fb1, index, timings);
    expect(window.opensAt).toBeLessThanOrEqual(NOW);
    expect(window.closesAt).toBeGreaterThan(NOW);
    expect(outrightWindow(1, fb1, index + 1, timings).opensAt).toBe(window.closesAt);
    expect(window.ref).toMatch(REF);
  });
});
