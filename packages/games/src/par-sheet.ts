import { enumerateSpinOutcomes } from "./enumerate-spin-outcomes.ts";
import {
  addFractions,
  fraction,
  fractionToNumber,
  multiplyFractions,
  subtractFractions,
  type TFraction,
} from "./fraction.ts";
import { freeSpinFeature, type TFeatureValue } from "./free-spin-feature.ts";
import type { TSlotModel } from "./slot-model.ts";

/** A model's maths, exact: every figure per round and in total bets unless its name says otherwise. */
export type TParSheet = {
  modelId: string;
  lines: number;
  baseCombinations: number;
  freeSpinCombinations: number;
  /** Return to player without the jackpot: mean round win / total bet. */
  rtp: number;
  rtpFromLines: number;
  rtpFromScatters: number;
  rtpFromFreeSpins: number;
  /** P(round win > 0). */
  hitFrequency: number;
  /** Standard deviation of the round win / total bet. */
  volatility: number;
  /** The largest possible round win / total bet. */
  maxWin: number;
  /** P(a base spin awards free spins). */
  freeSpinTriggerFrequency: number;
  averageFreeSpinsPerTrigger: number;
  /** Share of each stake paid into the jackpot pool (0 without a jackpot); not part of `rtp`. */
  jackpotContribution: number;
  exact: { rtp: TFraction; hitFrequency: TFraction; secondMoment: TFraction; variance: TFraction };
};

/** Base outcomes that award the same first free spins, summed in line bets. */
type TTriggerGroup = { ways: bigint; winSum: bigint; zeroWays: bigint };

/**
 * The PAR sheet of `model` played on `lines` lines, by full enumeration: every stop combination
 * of the base strips and of the free-spin strips is counted, and the free-spin feature is solved
 * exactly from the free-spin distribution (see `freeSpinFeature`). Sums are kept as BigInt
 * integers and fractions; only the reported figures are rounded to doubles.
 *
 * A round's win is W = B + F: B the base spin (lines and scatter), F the feature when B
 * triggers it (else 0). F depends on B only through the award a, so the feature enters the
 * variance as E[W²] = E[B²] + Σₐ P(a)·(2·E[B | a]·E[F | a] + E[F² | a]), and
 * P(W = 0) = P(B = 0, no award) + Σₐ P(B = 0, a)·P(F = 0 | a).
 */
export function computeParSheet(model: TSlotModel, lines = model.spec.maxLines): TParSheet {
  const base = enumerateSpinOutcomes(model, model.base, lines);
  const free = enumerateSpinOutcomes(model, model.freeSpins, lines);
  const features = freeSpinFeature(model, lines, free);
  const ways = BigInt(base.combinations);

  let lineSum = 0n;
  let scatterSum = 0n;
  let squareSum = 0n;
  let zeroWithoutTrigger = 0n;
  let maxWin = 0;
  const triggers = new Map<number, TTriggerGroup>();
  for (const outcome of base.outcomes) {
    const count = BigInt(outcome.combinations);
    const scatterPay = (model.scatterPays[outcome.scatterCount] ?? 0) * lines;
    const win = outcome.linePay + scatterPay;
    lineSum += count * BigInt(outcome.linePay);
    scatterSum += count * BigInt(scatterPay);
    squareSum += count * BigInt(win) * BigInt(win);
    const award = model.freeSpinAwards[outcome.scatterCount] ?? 0;
    if (award === 0) {
      if (win === 0) zeroWithoutTrigger += count;
      maxWin = Math.max(maxWin, win);
      continue;
    }
    const group = triggers.get(award) ?? { ways: 0n, winSum: 0n, zeroWays: 0n };
    group.ways += count;
    group.winSum += count * BigInt(win);
    if (win === 0) group.zeroWays += count;
    triggers.set(award, group);
    maxWin = Math.max(maxWin, win + featureOf(features, award).max);
  }

  let featureMean = fraction(0n);
  let featureSquares = fraction(0n);
  let zeroRounds = fraction(zeroWithoutTrigger);
  let triggerWays = 0n;
  let spinsAwarded = fraction(0n);
  for (const [award, group] of triggers) {
    const feature = featureOf(features, award);
    const groupWays = fraction(group.ways);
    featureMean = addFractions(featureMean, multiplyFractions(groupWays, feature.mean));
    const crossTerm = multiplyFractions(fraction(2n * group.winSum), feature.mean);
    featureSquares = addFractions(
      featureSquares,
      addFractions(crossTerm, multiplyFractions(groupWays, feature.secondMoment)),
    );
    zeroRounds = addFractions(
      zeroRounds,
      multiplyFractions(fraction(group.zeroWays), feature.zeroProbability),
    );
    triggerWays += group.ways;
    spinsAwarded = addFractions(spinsAwarded, multiplyFractions(groupWays, feature.expectedSpins));
  }

  // Per round in line bets, then per total bet (divide by lines, or lines² for the squares).
  const perRound = (value: TFraction) => multiplyFractions(value, fraction(1n, ways));
  const mean = perRound(addFractions(fraction(lineSum + scatterSum), featureMean));
  const meanSquare = perRound(addFractions(fraction(squareSum), featureSquares));
  const perBet = fraction(1n, BigInt(lines));
  const perBetSquared = fraction(1n, BigInt(lines * lines));
  const rtp = multiplyFractions(mean, perBet);
  const secondMoment = multiplyFractions(meanSquare, perBetSquared);
  const variance = subtractFractions(secondMoment, multiplyFractions(rtp, rtp));
  const hitFrequency = subtractFractions(fraction(1n), perRound(zeroRounds));
  const toBetShare = (sum: bigint) => fractionToNumber(fraction(sum, ways * BigInt(lines)));
  return {
    modelId: model.spec.id,
    lines,
    baseCombinations: base.combinations,
    freeSpinCombinations: free.combinations,
    rtp: fractionToNumber(rtp),
    rtpFromLines: toBetShare(lineSum),
    rtpFromScatters: toBetShare(scatterSum),
    rtpFromFreeSpins: fractionToNumber(multiplyFractions(perRound(featureMean), perBet)),
    hitFrequency: fractionToNumber(hitFrequency),
    volatility: Math.sqrt(fractionToNumber(variance)),
    maxWin: maxWin / lines,
    freeSpinTriggerFrequency: fractionToNumber(fraction(triggerWays, ways)),
    averageFreeSpinsPerTrigger:
      triggerWays === 0n ? 0 : fractionToNumber(multiplyFractions(spinsAwarded, fraction(1n, triggerWays))),
    jackpotContribution: (model.spec.jackpot?.contributionBasisPoints ?? 0) / 10_000,
    exact: { rtp, hitFrequency, secondMoment, variance },
  };
}

function featureOf(features: Map<number, TFeatureValue>, award: number): TFeatureValue {
  const feature = features.get(award);
  if (!feature) throw new Error(`no free-spin feature solved for an award of ${award}`);
  return feature;
}
