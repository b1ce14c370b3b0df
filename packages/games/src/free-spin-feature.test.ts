import { describe, expect, it } from "vitest";
import { enumerateSpinOutcomes } from "./enumerate-spin-outcomes.ts";
import { fraction, fractionToNumber } from "./fraction.ts";
import { freeSpinFeature } from "./free-spin-feature.ts";
import type { TSlotModel } from "./slot-model.ts";
import { tinyModel } from "./testing/tiny-models.ts";

const FREE_SPIN_STRIPS = ["S A W K", "W", "K S H A", "A", "H K S W"];

function featureOf(model: TSlotModel, award: number) {
  const distribution = enumerateSpinOutcomes(model, model.freeSpins, 5);
  const feature = freeSpinFeature(model, 5, distribution).get(award);
  if (!feature) throw new Error(`no feature for an award of ${award}`);
  return { distribution, feature };
}

describe("freeSpinFeature", () => {
  it("without retriggers is just the sum of the awarded spins", () => {
    const model = tinyModel(
      { awards: { 3: 4, 4: 4, 5: 4 }, multiplier: 2, retrigger: "none" },
      FREE_SPIN_STRIPS,
    );
    const { distribution, feature } = featureOf(model, 4);
    let sum = 0n;
    for (const outcome of distribution.outcomes) {
      const pay = 2 * (outcome.linePay + (model.scatterPays[outcome.scatterCount] ?? 0) * 5);
      sum += BigInt(pay * outcome.combinations);
    }
    expect(feature.mean).toEqual(fraction(4n * sum, BigInt(distribution.combinations)));
    expect(feature.expectedSpins).toEqual(fraction(4n));
  });

  it("with retriggers plays more spins on average, never more than the cap", () => {
    const retrigger = { maxSpinsPerRound: 10 };
    const model = tinyModel({ awards: { 3: 4, 4: 4, 5: 4 }, multiplier: 2, retrigger }, FREE_SPIN_STRIPS);
    const { feature } = featureOf(model, 4);
    const spins = fractionToNumber(feature.expectedSpins);
    // Scatters show on reels 1, 3 and 5 three stops in four: 27/64 of spins retrigger.
    expect(spins).toBeGreaterThan(4 * (1 + 27 / 64) - 1e-9);
    expect(spins).toBeLessThanOrEqual(10);
  });
});
