/** Tests of esports series pricing: the outcomes of a best of three and the markets priced and closed on them. */
import { ZFeedMarket } from "@orchid/contract/sportsbook";
import { describe, expect, it } from "vitest";
import { impliedTotal } from "./odds.ts";
import type { TPricedMarket } from "./price-market.ts";
import { priceSeries, seriesHandicapLine, seriesResults } from "./price-series.ts";

const keyed = (markets: TPricedMarket[]) =>
  new Map(
    markets.map((priced) => [
      `${priced.market.type}:${priced.market.line ?? priced.market.map ?? ""}`,
      priced,
    ]),
  );

describe("pricing an esports series (best of three)", () => {
  it("lists every way it can end", () => {
    const outcomes = seriesResults({ mapChance: 0.6, handicapLine: -6 });
    expect(outcomes).toHaveLength(6);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.p, 0)).toBeCloseTo(1, 12);
    const twoNil = outcomes.find(
      ({ result }) => result.status === "final" && result.maps.join() === "home,home",
    );
    expect(twoNil?.p).toBeCloseTo(0.36, 12);
  });

  it("offers the series winner, each map, the map handicap and total maps", () => {
    const markets = priceSeries({ mapChance: 0.6, handicapLine: seriesHandicapLine(0.6) });
    expect(
      markets.map((priced) => [priced.market.type, priced.market.line ?? priced.market.map ?? null]),
    ).toEqual([
      ["match_winner", null],
      ["map_winner", 1],
      ["map_winner", 2],
      ["map_winner", 3],
      ["map_handicap", -6],
      ["total_maps", 10],
    ]);
    for (const { market, state, probabilities } of markets) {
      expect(ZFeedMarket.parse(market)).toEqual(market);
      expect(state).toBe("open");
      expect(probabilities.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 9);
      const total = impliedTotal(market.selections.map((selection) => selection.odds));
      expect(total).toBeGreaterThanOrEqual(1.05);
      expect(total).toBeLessThan(1.052);
    }
    const priced = keyed(markets);
    expect(priced.get("match_winner:")?.probabilities[0]).toBeCloseTo(0.36 + 2 * 0.6 * 0.4 * 0.6, 9);
    expect(priced.get("map_handicap:-6")?.probabilities[0]).toBeCloseTo(0.36, 9);
    expect(priced.get("total_maps:10")?.probabilities[0]).toBeCloseTo(2 * 0.6 * 0.4, 9);
    expect(seriesHandicapLine(0.4)).toBe(6);
  });

  it("closes what the maps played decided", () => {
    const priced = keyed(priceSeries({ mapChance: 0.6, maps: ["home", "away"], handicapLine: -6 }));
    expect(priced.get("map_winner:1")?.state).toBe("closed");
    expect(priced.get("map_winner:2")?.state).toBe("closed");
    expect(priced.get("map_handicap:-6")?.state).toBe("closed");
    expect(priced.get("total_maps:10")?.state).toBe("closed");
    expect(priced.get("map_winner:3")?.state).toBe("open");
    expect(priced.get("match_winner:")?.probabilities[0]).toBeCloseTo(0.6, 9);
    const leaning = keyed(
      priceSeries({ mapChance: 0.5, nextMapChance: 0.9, maps: ["home"], handicapLine: -6 }),
    );
    expect(leaning.get("match_winner:")?.probabilities[0]).toBeCloseTo(0.9 + 0.1 * 0.5, 9);
    // After 2-0 the third map is never played: every selection on it is void, so it is closed.
    const over = keyed(priceSeries({ mapChance: 0.5, maps: ["home", "home"], handicapLine: -6 }));
    expect([...over.values()].every((market) => market.state === "closed")).toBe(true);
  });
});
