/** Tests of the invented leagues: their shape, valid names and refs, and that the seed decides the teams. */
import { ESPORTS_TITLES } from "@orchid/contract/sportsbook";
import { describe, expect, it } from "vitest";
import { createLeagues } from "./leagues.ts";

const REF = /^[A-Za-z0-9_.:-]{1,64}$/;

describe("the simulated leagues", () => {
  const leagues = createLeagues(1);

  it("are three football leagues of eight, one basketball league of eight and one esports league of six per title", () => {
    const shape = leagues.map((league) => [league.sport, league.title ?? null, league.teams.length]);
    expect(shape).toEqual([
      ["football", null, 8],
      ["football", null, 8],
      ["football", null, 8],
      ["basketball", null, 8],
      ...ESPORTS_TITLES.map((title) => ["esports", title, 6]),
    ]);
    expect(leagues.map((league) => league.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("have valid refs and names, and team names never repeat", () => {
    const names = leagues.flatMap((league) => league.teams.map((team) => team.name));
    expect(new Set(names).size).toBe(names.length);
    for (const name of [...names, ...leagues.map((league) => league.name)]) {
      expect(name.length).toBeGreaterThan(0);
      expect(name.length).toBeLessThanOrEqual(64);
    }
    for (const league of leagues) expect(league.ref).toMatch(REF);
    for (const team of leagues.flatMap((league) => league.teams)) {
      expect(Math.abs(team.attack)).toBeLessThanOrEqual(1);
      expect(Math.abs(team.defence)).toBeLessThanOrEqual(1);
    }
  });

  it("follow the seed", () => {
    expect(createLeagues(1)).toEqual(leagues);
    expect(createLeagues(2)).not.toEqual(leagues);
    // The competitions are the same whatever the seed; only the teams change.
    expect(createLeagues(2).map((league) => league.ref)).toEqual(leagues.map((league) => league.ref));
  });
});
