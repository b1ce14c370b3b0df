import { describe, expect, it } from "vitest";
import { addFractions, fraction, multiplyFractions, subtractFractions, type TFraction } from "./fraction.ts";
import { computeParSheet } from "./par-sheet.ts";
import type { TSlotModel } from "./slot-model.ts";
import { spin } from "./spin.ts";
import { everyRandomPath } from "./testing/every-random-path.ts";
import { tinyModel } from "./testing/tiny-models.ts";

type TBruteForce = { rtp: TFraction; hitFrequency: TFraction; secondMoment: TFraction; maxWin: number };

/**
 * The same figures as the PAR sheet, by brute force: `spin` itself played on every path the
 * random source could take (every base stop combination, every free spin, every retrigger),
 * each weighted by its exact probability. Shares no code with the enumeration.
 */
function bruteForce(model: TSlotModel, lines: number): TBruteForce {
  const byWays = new Map<bigint, { sum: bigint; squares: bigint; zeros: bigint }>();
  let maxWin = 0;
  for (const { result, ways } of everyRandomPath((rng) => spin(model, { lines, betPerLine: 1 }, rng))) {
    const win = BigInt(result.totalWin);
    const totals = byWays.get(ways) ?? { sum: 0n, squares: 0n, zeros: 0n };
    totals.sum += win;
    totals.squares += win * win;
    if (win === 0n) totals.zeros += 1n;
    byWays.set(ways, totals);
    maxWin = Math.max(maxWin, result.totalWin);
  }
  let mean = fraction(0n);
  let meanSquare = fraction(0n);
  let zero = fraction(0n);
  for (const [ways, totals] of byWays) {
    mean = addFractions(mean, fraction(totals.sum, ways));
    meanSquare = addFractions(meanSquare, fraction(totals.squares, ways));
    zero = addFractions(zero, fraction(totals.zeros, ways));
  }
  const bet = BigInt(lines);
  return {
    rtp: multiplyFractions(mean, fraction(1n, bet)),
    hitFrequency: subtractFractions(fraction(1n), zero),
    secondMoment: multiplyFractions(meanSquare, fraction(1n, bet * bet)),
    maxWin: maxWin / lines,
  };
}

function expectParMatchesBruteForce(model: TSlotModel, lines: number): void {
  const par = computeParSheet(model, lines);
  const truth = bruteForce(model, lines);
  expect(par.exact.rtp).toEqual(truth.rtp);
  expect(par.exact.hitFrequency).toEqual(truth.hitFrequency);
  expect(par.exact.secondMoment).toEqual(truth.secondMoment);
  expect(par.maxWin).toBe(truth.maxWin);
}

describe("PAR sheet by enumeration, against every path of spin() on a tiny model", () => {
  const withoutRetrigger = tinyModel({ awards: { 3: 2, 4: 3, 5: 5 }, multiplier: 2, retrigger: "none" }, [
    "A S K W",
    "W",
    "K S H",
    "A",
    "H K",
  ]);
  const withRetrigger = tinyModel(
    { awards: { 3: 1, 4: 1, 5: 1 }, multiplier: 3, retrigger: { maxSpinsPerRound: 2 } },
    ["S A W", "W", "K S H", "A", "H K S W"],
  );

  it("is exact on five lines when free spins cannot retrigger", () => {
    expectParMatchesBruteForce(withoutRetrigger, 5);
  });

  it("is exact on one line, where hit frequency and volatility differ from five", () => {
    expectParMatchesBruteForce(withoutRetrigger, 1);
  });

  // About 250,000 paths: each retriggering free spin branches into a whole second free spin.
  it("is exact when free spins retrigger up to the cap", { timeout: 20_000 }, () => {
    expectParMatchesBruteForce(withRetrigger, 5);
  });
});
