/** Tests of basketball pricing: the money line, the spread, the total's line limit, and live movement. */
import { ZFeedMarket } from "@orchid/contract/sportsbook";
import { describe, expect, it } from "vitest";
import { impliedTotal } from "./odds.ts";
import {
  basketballSpreadLine,
  basketballTotalLine,
  homeCoverChance,
  MAX_LINE,
  overChance,
  priceBasketball,
} from "./price-basketball.ts";

const GAME = { homePoints: 115, awayPoints: 109, spreadLine: basketballSpreadLine(115, 109) };

describe("pricing a basketball game", () => {
  it("offers the money line and a half-point spread, each with the margin", () => {
    const markets = priceBasketball(GAME);
    expect(markets.map((priced) => [priced.market.type, priced.market.line])).toEqual([
      ["asian_handicap", 0],
      ["asian_handicap", -22],
    ]);
    for (const { market, probabilities, state } of markets) {
      expect(ZFeedMarket.parse(market)).toEqual(market);
      expect(state).toBe("open");
      expect(probabilities.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
      const total = impliedTotal(market.selections.map((selection) => selection.odds));
      expect(total).toBeGreaterThanOrEqual(1.05);
      expect(total).toBeLessThan(1.052);
    }
    // The spread makes it close to even; the money line favours the home side.
    expect(markets[0]?.probabilities[0]).toBeGreaterThan(0.6);
    expect(markets[1]?.probabilities[0]).toBeGreaterThan(0.45);
    expect(markets[1]?.probabilities[0]).toBeLessThan(0.55);
  });

  it("sends the total only when its line fits the contract's 300 points", () => {
    expect(basketballTotalLine(115, 109)).toBe(898);
    expect(priceBasketball({ ...GAME, totalLine: 898 })).toHaveLength(3);
    expect(priceBasketball({ ...GAME, totalLine: MAX_LINE + 4 })).toHaveLength(2);
    const low = priceBasketball({
      homePoints: 40,
      awayPoints: 38,
      spreadLine: -6,
      totalLine: basketballTotalLine(40, 38),
    });
    expect(low.map((priced) => [priced.market.type, priced.market.line])).toContainEqual(["over_under", 314]);
    expect(basketballTotalLine(40, 38)).toBeLessThanOrEqual(MAX_LINE);
  });

  it("follows the score and the clock", () => {
    const level = { homePoints: 110, awayPoints: 110, spreadLine: -2 };
    expect(homeCoverChance(level, 0)).toBeCloseTo(0.5, 9);
    const ahead = { ...level, score: { home: 80, away: 70 }, minutesLeft: 12 };
    expect(homeCoverChance(ahead, 0)).toBeGreaterThan(0.75);
    expect(homeCoverChance({ ...ahead, minutesLeft: 1 }, 0)).toBeGreaterThan(homeCoverChance(ahead, 0));
    expect(
      overChance({ ...level, score: { home: 100, away: 100 }, minutesLeft: 1 }, 4 * 190 + 2),
    ).toBeGreaterThan(0.999);
    expect(() => homeCoverChance(level, -8)).toThrow(RangeError);
  });
});
