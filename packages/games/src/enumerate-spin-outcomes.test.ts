import { describe, expect, it } from "vitest";
import { enumerateSpinOutcomes } from "./enumerate-spin-outcomes.ts";
import { evaluateStops } from "./evaluate-stops.ts";
import type { TReelSet, TSlotModel } from "./slot-model.ts";
import { tinyModel } from "./testing/tiny-models.ts";

/** Every stop combination, one by one, through the engine's own evaluation. */
function naiveCounts(model: TSlotModel, reels: TReelSet, lines: number): Map<string, number> {
  const counts = new Map<string, number>();
  const lengths = reels.strips.map((strip) => strip.length);
  const stops = [0, 0, 0, 0, 0];
  for (;;) {
    const { linePayTotal, scatterCount } = evaluateStops(model, reels, stops, lines);
    const key = `${linePayTotal}/${scatterCount}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    let reel = 4;
    while (reel >= 0 && (stops[reel] ?? 0) + 1 === lengths[reel]) stops[reel--] = 0;
    if (reel < 0) return counts;
    stops[reel] = (stops[reel] ?? 0) + 1;
  }
}

describe("enumerateSpinOutcomes", () => {
  const model = tinyModel({ awards: { 3: 2, 4: 3, 5: 5 }, multiplier: 2, retrigger: "none" }, [
    "W W S A K",
    "W H A",
    "S W W K A H",
    "W",
    "A S W H",
  ]);

  it.each([1, 3, 5])(
    "counts the same outcomes as a plain loop over every stop combination (%i lines)",
    (lines) => {
      for (const reels of [model.base, model.freeSpins]) {
        const { combinations, outcomes } = enumerateSpinOutcomes(model, reels, lines);
        const counted = new Map(
          outcomes.map((outcome) => [`${outcome.linePay}/${outcome.scatterCount}`, outcome.combinations]),
        );
        expect(counted).toEqual(naiveCounts(model, reels, lines));
        expect(outcomes.reduce((sum, outcome) => sum + outcome.combinations, 0)).toBe(combinations);
      }
    },
  );

  it("covers every combination of the strips exactly once", () => {
    const { combinations } = enumerateSpinOutcomes(model, model.base, 5);
    expect(combinations).toBe(4 * 3 * 4 * 3 * 4);
  });
});
