import { describe, expect, it } from "vitest";
import { findLotteryFamily } from "../lottery-families.ts";
import { checkSchedule } from "./check-schedule.ts";
import type { TWeekday } from "./civil-day.ts";
import { FAST_GAMES } from "./fast-games.ts";
import { FOUR_D_GAMES } from "./four-d-operators.ts";
import { VN_GAMES } from "./vn-games.ts";
import { type TVnRegion, VN_STATIONS } from "./vn-stations.ts";

const WEEK: readonly TWeekday[] = [0, 1, 2, 3, 4, 5, 6];

function stationsOn(region: TVnRegion, weekday: TWeekday): number {
  return VN_STATIONS.filter((station) => station.region === region && station.days.includes(weekday)).length;
}

describe("schedule data", () => {
  it("gives every station a short unique ASCII code and a Vietnamese name", () => {
    const codes = VN_STATIONS.map((station) => station.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const station of VN_STATIONS) {
      expect(station.code).toMatch(/^[a-z]{3,6}$/);
      expect(station.name.normalize("NFC")).toBe(station.name);
      expect(station.days.length).toBeGreaterThan(0);
    }
  });

  it("draws one northern station a day, 3 southern (4 on Saturday) and 2 or 3 central", () => {
    expect(WEEK.map((day) => stationsOn("north", day))).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(WEEK.map((day) => stationsOn("south", day))).toEqual([3, 3, 3, 3, 3, 3, 4]);
    expect(WEEK.map((day) => stationsOn("central", day))).toEqual([3, 2, 2, 2, 3, 2, 3]);
  });

  it("runs every game on a schedule checkSchedule accepts, under a family Orchid has", () => {
    const games = [...VN_GAMES, ...FOUR_D_GAMES, ...FAST_GAMES];
    const codes = games.map((game) => game.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const game of games) {
      expect(checkSchedule(game.schedule), game.code).toBeNull();
      expect(findLotteryFamily(game.family), game.code).toBeDefined();
    }
  });

  it("closes fast games 5 s before draws of a minute or less and 30 s before slower ones", () => {
    for (const { code, schedule } of FAST_GAMES) {
      expect(schedule.closeBeforeSeconds, code).toBe(schedule.seconds <= 60 ? 5 : 30);
      expect(schedule.zone, code).toBe(code.startsWith("vn_") ? "Asia/Ho_Chi_Minh" : "UTC");
    }
    expect(FAST_GAMES.map((game) => game.code)).toContain("vn_north_45s");
    expect(FAST_GAMES.filter((game) => game.family === "k3").map((game) => game.schedule.seconds)).toEqual([
      60, 180, 300,
    ]);
  });
});
