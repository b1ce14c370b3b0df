import type { TSpinOutcomeDistribution } from "./enumerate-spin-outcomes.ts";
import { fraction, type TFraction } from "./fraction.ts";
import type { TSlotModel } from "./slot-model.ts";

/** What a free-spin feature pays in line bets, exactly, for one first award. */
export type TFeatureValue = {
  mean: TFraction;
  /** E[F²], for the variance of the whole round. */
  secondMoment: TFraction;
  /** P(F = 0): the whole feature pays nothing. */
  zeroProbability: TFraction;
  /** The most the feature can pay, every spin landing its best outcome. */
  max: number;
  expectedSpins: TFraction;
};

/** Free-spin outcomes grouped by the spins they would award; sums in line bets, multiplier applied. */
type TSpinClass = {
  award: number;
  ways: bigint;
  sum: bigint;
  sumOfSquares: bigint;
  zeroWays: bigint;
  max: number;
};

/** Scaled state values: each is the true value times D^(spins still possible), so all are integers. */
type TScaled = { mean: bigint; secondMoment: bigint; zero: bigint; spins: bigint; max: number };

/**
 * The exact value of the feature for each first award, from the free-spin strips' enumerated
 * distribution (D stop combinations per free spin).
 *
 * The feature is a chain of states (spins left r, spins the cap still allows b). A spin pays X
 * and, with retriggers, adds g = min(award, b) spins: (r, b) → (r − 1 + g, b − g). Spins are
 * independent, so with F' the rest of the feature after this spin:
 *   E[F]  = E[X] + E[F'],   E[F²] = E[X²] + 2·E[X·E[F' | g]] + E[F'²],
 *   P(F = 0) = Σ P(X = 0, g) · P(F' = 0 | g).
 * Every step lowers r + b by exactly one, so a state's values have denominator D^(r + b) and
 * are carried as integer numerators: the recursion runs in exact integer arithmetic with no
 * reduction, and only the answers become fractions. Without a retrigger b is always 0 and F is
 * simply the sum of the awarded spins.
 */
export function freeSpinFeature(
  model: TSlotModel,
  lines: number,
  distribution: TSpinOutcomeDistribution,
): Map<number, TFeatureValue> {
  const classes = spinClasses(model, lines, distribution);
  const ways = BigInt(distribution.combinations);
  const cap = model.maxFreeSpinsPerRound;
  const canRetrigger = model.spec.freeSpins.retrigger !== "none";
  const powers = [1n];
  for (let exponent = 1; exponent <= cap; exponent++) powers.push((powers[exponent - 1] ?? 1n) * ways);
  const power = (exponent: number) => powers[exponent] ?? 1n;

  const memo = new Map<number, TScaled>();
  const solve = (remaining: number, budget: number): TScaled => {
    const key = remaining * (cap + 1) + budget;
    const known = memo.get(key);
    if (known) return known;
    let result: TScaled = { mean: 0n, secondMoment: 0n, zero: power(budget), spins: 0n, max: 0 };
    if (remaining > 0) {
      const below = power(remaining + budget - 1);
      result = { mean: 0n, secondMoment: 0n, zero: 0n, spins: power(remaining + budget), max: 0 };
      for (const spin of classes) {
        const added = canRetrigger ? Math.min(spin.award, budget) : 0;
        const rest = solve(remaining - 1 + added, budget - added);
        result.mean += spin.sum * below + spin.ways * rest.mean;
        result.secondMoment +=
          spin.sumOfSquares * below + 2n * spin.sum * rest.mean + spin.ways * rest.secondMoment;
        result.zero += spin.zeroWays * rest.zero;
        result.spins += spin.ways * rest.spins;
        result.max = Math.max(result.max, spin.max + rest.max);
      }
    }
    memo.set(key, result);
    return result;
  };

  const values = new Map<number, TFeatureValue>();
  for (const award of new Set(model.freeSpinAwards)) {
    if (award === 0) continue;
    const budget = canRetrigger ? cap - award : 0;
    const scaled = solve(award, budget);
    const denominator = power(award + budget);
    values.set(award, {
      mean: fraction(scaled.mean, denominator),
      secondMoment: fraction(scaled.secondMoment, denominator),
      zeroProbability: fraction(scaled.zero, denominator),
      max: scaled.max,
      expectedSpins: fraction(scaled.spins, denominator),
    });
  }
  return values;
}

function spinClasses(model: TSlotModel, lines: number, distribution: TSpinOutcomeDistribution): TSpinClass[] {
  const { multiplier } = model.spec.freeSpins;
  const byAward = new Map<number, TSpinClass>();
  for (const outcome of distribution.outcomes) {
    const award = model.freeSpinAwards[outcome.scatterCount] ?? 0;
    const pay = multiplier * (outcome.linePay + (model.scatterPays[outcome.scatterCount] ?? 0) * lines);
    const ways = BigInt(outcome.combinations);
    const spinClass = byAward.get(award) ?? {
      award,
      ways: 0n,
      sum: 0n,
      sumOfSquares: 0n,
      zeroWays: 0n,
      max: 0,
    };
    spinClass.ways += ways;
    spinClass.sum += ways * BigInt(pay);
    spinClass.sumOfSquares += ways * BigInt(pay) * BigInt(pay);
    if (pay === 0) spinClass.zeroWays += ways;
    spinClass.max = Math.max(spinClass.max, pay);
    byAward.set(award, spinClass);
  }
  return [...byAward.values()];
}
