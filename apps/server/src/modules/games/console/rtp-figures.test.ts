import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TModelMaths } from "./model-maths.ts";
import { RTP_BAND_SIGMAS, rtpFigures } from "./rtp-figures.ts";

const MATHS: TModelMaths = {
  modelId: "steady",
  name: "Steady",
  volatilityClass: "low",
  rtp: 0.96,
  volatility: 3,
  jackpotContribution: 0,
};

describe("rtpFigures", () => {
  it("has nothing to compare without stakes or without a model", () => {
    expect(rtpFigures({ rounds: 0, stake: 0, win: 0, stakeSquares: 0 }, MATHS)).toMatchObject({
      observedRtp: null,
      theoreticalRtp: 0.96,
      tolerance: null,
      isOutside: null,
    });
    expect(rtpFigures({ rounds: 2, stake: 200, win: 150, stakeSquares: 20_000 }, null)).toMatchObject({
      observedRtp: 0.75,
      theoreticalRtp: null,
      tolerance: null,
      isOutside: null,
    });
  });

  it("allows 3σ/√n either side over n equal stakes", () => {
    const sums = { rounds: 10_000, stake: 1_000_000, win: 900_000, stakeSquares: 10_000 * 100 * 100 };
    const figures = rtpFigures(sums, MATHS);
    expect(figures.tolerance).toBeCloseTo((RTP_BAND_SIGMAS * 3) / 100, 12);
    // 0.90 against 0.96 with a band of 0.09: unremarkable; 0.85 is not.
    expect(figures.isOutside).toBe(false);
    expect(rtpFigures({ ...sums, win: 850_000 }, MATHS).isOutside).toBe(true);
  });

  it("narrows as rounds grow and never flags the theoretical RTP itself", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (n, stake) => {
          const sums = {
            rounds: n,
            stake: n * stake,
            win: Math.round(n * stake * 0.96),
            stakeSquares: n * stake * stake,
          };
          const figures = rtpFigures(sums, MATHS);
          expect(figures.tolerance).toBeCloseTo((RTP_BAND_SIGMAS * 3) / Math.sqrt(n), 9);
          expect(figures.isOutside).toBe(false);
        },
      ),
    );
  });
});
