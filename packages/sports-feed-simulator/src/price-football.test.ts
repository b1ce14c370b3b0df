/** Tests of football pricing: the Poisson model, every market's margin and bounds, and agreement with settlement. */
import { ZFeedMarket } from "@orchid/contract/sportsbook";
import { settleGoalSelection } from "@orchid/games/sportsbook/goal-markets";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { impliedTotal, MAX_ODDS, MIN_ODDS } from "./odds.ts";
import {
  FOOTBALL_TOTAL_LINES,
  finalScores,
  footballHandicapLines,
  LISTED_SCORES,
  poissonCounts,
  priceFootball,
} from "./price-football.ts";
import type { TPricedMarket } from "./price-market.ts";

const byKey = (markets: TPricedMarket[]) =>
  new Map(markets.map((priced) => [`${priced.market.type}:${priced.market.line ?? ""}`, priced]));

/** How many selections of the market win at once (double chance covers two of three outcomes). */
const winnersPerOutcome = (type: string): number => (type === "double_chance" ? 2 : 1);

describe("the Poisson goals model", () => {
  it("gives counts that add up to 1 with the right mean", () => {
    const counts = poissonCounts(1.7);
    expect(counts.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
    expect(counts.reduce((sum, p, goals) => sum + p * goals, 0)).toBeCloseTo(1.7, 9);
    expect(poissonCounts(0)).toEqual([1]);
    expect(() => poissonCounts(-1)).toThrow(RangeError);
  });

  it("adds the goals still to come to the score so far", () => {
    const outcomes = finalScores(0.4, 0.2, { home: 2, away: 1 });
    expect(outcomes.reduce((sum, outcome) => sum + outcome.p, 0)).toBeCloseTo(1, 12);
    for (const { result } of outcomes) {
      if (result.status !== "final") throw new Error("a final score was expected");
      expect(result.home).toBeGreaterThanOrEqual(2);
      expect(result.away).toBeGreaterThanOrEqual(1);
    }
  });
});

describe("pricing a football match", () => {
  const lines = footballHandicapLines(1.6, 1.1);
  const markets = priceFootball({ homeRate: 1.6, awayRate: 1.1, handicapLines: lines });

  it("offers every market the book lists, valid on the feed", () => {
    expect(markets.map((priced) => priced.market.type)).toEqual([
      "1x2",
      "double_chance",
      "btts",
      "odd_even",
      "correct_score",
      "over_under",
      "over_under",
      "over_under",
      "asian_handicap",
      "asian_handicap",
    ]);
    for (const priced of markets) {
      expect(ZFeedMarket.parse(priced.market)).toEqual(priced.market);
      expect(priced.state).toBe("open");
    }
    const codes = (type: string) =>
      markets
        .find((priced) => priced.market.type === type)
        ?.market.selections.map((selection) => selection.code);
    expect(codes("1x2")).toEqual(["home", "draw", "away"]);
    expect(codes("double_chance")).toEqual(["1X", "12", "X2"]);
    expect(codes("btts")).toEqual(["yes", "no"]);
    expect(codes("odd_even")).toEqual(["odd", "even"]);
    expect(codes("correct_score")).toEqual([...LISTED_SCORES.map((s) => `${s.home}-${s.away}`), "any_other"]);
    expect(markets.filter((priced) => priced.market.type === "over_under").map((p) => p.market.line)).toEqual(
      [...FOOTBALL_TOTAL_LINES],
    );
  });

  it("puts the margin on every market: implied probabilities add up to about 1 + 5%", () => {
    for (const { market } of markets) {
      const total = impliedTotal(market.selections.map((selection) => selection.odds));
      const expected = winnersPerOutcome(market.type) * 1.05;
      expect(total, market.type).toBeGreaterThanOrEqual(expected - 1e-9);
      expect(total, market.type).toBeLessThan(expected + 0.01);
      for (const { odds } of market.selections) {
        expect(odds).toBeGreaterThanOrEqual(MIN_ODDS);
        expect(odds).toBeLessThanOrEqual(MAX_ODDS);
      }
    }
  });

  it("favours the stronger side and agrees with itself", () => {
    const priced = byKey(markets);
    const [home, draw, away] = priced.get("1x2:")?.probabilities ?? [];
    expect(home).toBeGreaterThan(away ?? 1);
    expect((home ?? 0) + (draw ?? 0) + (away ?? 0)).toBeCloseTo(1, 9);
    expect(priced.get("double_chance:")?.probabilities[0]).toBeCloseTo((home ?? 0) + (draw ?? 0), 9);
    const over = (line: number) => priced.get(`over_under:${line}`)?.probabilities[0] ?? 0;
    expect(over(6)).toBeGreaterThan(over(9));
    expect(over(9)).toBeGreaterThan(over(10));
    const cs = priced.get("correct_score:")?.probabilities ?? [];
    expect(cs.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 9);
  });

  it("prices correct score exactly as the games package settles it", () => {
    const priced = byKey(markets).get("correct_score:");
    const market = { type: "correct_score", listed: LISTED_SCORES, anyOther: true } as const;
    const outcomes = finalScores(1.6, 1.1, { home: 0, away: 0 });
    const chance = (selection: (typeof LISTED_SCORES)[number] | "any_other") =>
      outcomes
        .filter(({ result }) => settleGoalSelection(market, selection, result).kind === "win")
        .reduce((sum, outcome) => sum + outcome.p, 0);
    expect(priced?.probabilities).toEqual(
      [...LISTED_SCORES, "any_other" as const].map((selection) => expect.closeTo(chance(selection), 12)),
    );
  });

  it("picks two Asian handicap lines around the expected goal difference, one a quarter line", () => {
    expect(footballHandicapLines(1.6, 1.0)).toEqual([-2, -3]);
    expect(footballHandicapLines(1.3, 1.2)).toEqual([0, -1]);
    expect(footballHandicapLines(1.0, 1.9)).toEqual([4, 3]);
    for (const [home, away] of [
      [1.6, 1.1],
      [0.9, 1.4],
      [2.8, 0.6],
    ] as const) {
      const [main, quarter] = footballHandicapLines(home, away);
      expect(Math.abs(main % 2)).toBe(0);
      expect(Math.abs(quarter % 2)).toBe(1);
      // Each line's two sides are near an even money proposition.
      const priced = byKey(priceFootball({ homeRate: home, awayRate: away, handicapLines: [main, quarter] }));
      expect(priced.get(`asian_handicap:${main}`)?.probabilities[0]).toBeGreaterThan(0.3);
      expect(priced.get(`asian_handicap:${main}`)?.probabilities[0]).toBeLessThan(0.7);
    }
  });

  it("closes what a goal decided and moves the prices", () => {
    const live = byKey(
      priceFootball({
        homeRate: 1.6,
        awayRate: 1.1,
        handicapLines: lines,
        score: { home: 1, away: 1 },
        left: 0.5,
      }),
    );
    expect(live.get("btts:")?.state).toBe("closed");
    expect(live.get("over_under:6")?.state).toBe("closed");
    expect(live.get("over_under:10")?.state).toBe("open");
    const before = byKey(markets).get("1x2:")?.probabilities[1] ?? 0;
    expect(live.get("1x2:")?.probabilities[1]).toBeGreaterThan(before);
    // Scores already passed cannot come up: priced at the most the contract allows.
    const cs = live.get("correct_score:")?.market.selections ?? [];
    expect(cs.find((selection) => selection.code === "0-0")?.odds).toBe(MAX_ODDS);
  });

  it("closes every market at the final whistle", () => {
    const ended = priceFootball({
      homeRate: 1.6,
      awayRate: 1.1,
      handicapLines: lines,
      score: { home: 2, away: 0 },
      left: 0,
    });
    expect(ended.map((priced) => priced.state)).toEqual(ended.map(() => "closed"));
  });

  it("keeps every open market's margin at or above target and every price within bounds (any state of a match)", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.3, max: 3.5, noNaN: true }),
        fc.double({ min: 0.3, max: 3.5, noNaN: true }),
        fc.nat(5),
        fc.nat(5),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (homeRate, awayRate, home, away, left) => {
          const priced = priceFootball({
            homeRate,
            awayRate,
            score: { home, away },
            left,
            handicapLines: footballHandicapLines(homeRate, awayRate),
          });
          for (const { market, state } of priced) {
            expect(ZFeedMarket.safeParse(market).success).toBe(true);
            if (state !== "open") continue;
            const total = impliedTotal(market.selections.map((selection) => selection.odds));
            const expected = winnersPerOutcome(market.type) * 1.05;
            expect(total).toBeGreaterThanOrEqual(expected - 1e-9);
            expect(total).toBeLessThan(expected + 0.03);
          }
        },
      ),
      { numRuns: 120 },
    );
  });
});
