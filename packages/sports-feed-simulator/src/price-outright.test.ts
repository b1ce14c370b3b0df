/** Tests of the league winner outright: its prices and finishing orders drawn in line with them. */
import { ZFeedMarket } from "@orchid/contract/sportsbook";
import { describe, expect, it } from "vitest";
import { createLeagues } from "./leagues.ts";
import { impliedTotal } from "./odds.ts";
import { drawStandings, priceOutright, winChances } from "./price-outright.ts";
import { createRandom } from "./seeded-random.ts";

const field = createLeagues(5)[0]?.teams ?? [];

describe("a league winner outright", () => {
  it("prices every team by strength with the margin", () => {
    const { market, probabilities } = priceOutright(field);
    expect(ZFeedMarket.parse(market)).toEqual(market);
    expect(market).toMatchObject({ type: "outright", places: 1 });
    expect(market.selections.map((selection) => selection.code)).toEqual(field.map((team) => team.name));
    expect(market.selections.every((selection) => selection.name === selection.code)).toBe(true);
    expect(probabilities.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
    const total = impliedTotal(market.selections.map((selection) => selection.odds));
    expect(total).toBeGreaterThanOrEqual(1.05);
    expect(total).toBeLessThan(1.06);
  });

  it("draws finishing orders in which each team wins about as often as its chance", () => {
    const random = createRandom(9);
    const chances = winChances(field);
    const wins = new Map<string, number>();
    const runs = 4000;
    for (let run = 0; run < runs; run += 1) {
      const standings = drawStandings(field, random);
      expect(standings.flat().sort()).toEqual(field.map((team) => team.name).sort());
      expect(standings.every((place) => place.length === 1)).toBe(true);
      const winner = standings[0]?.[0] ?? "";
      wins.set(winner, (wins.get(winner) ?? 0) + 1);
    }
    field.forEach((team, index) => {
      const expected = (chances[index] ?? 0) * runs;
      expect(Math.abs((wins.get(team.name) ?? 0) - expected)).toBeLessThan(5 * Math.sqrt(expected) + 5);
    });
  });
});
