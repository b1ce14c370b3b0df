import type { TBoRtpFigures } from "@orchid/contract/backoffice-games";
import type { TModelMaths } from "./model-maths.ts";

/** Standard errors either side of the theoretical RTP inside which an observed RTP is unremarkable. */
export const RTP_BAND_SIGMAS = 3;

/** Settled rounds summed: count, stakes, wins and the sum of squared stakes (for the spread). */
export type TRoundSums = { rounds: number; stake: number; win: number; stakeSquares: number };

/**
 * Observed RTP (Σwin / Σstake) next to the model's theoretical one. A round's win per unit staked
 * has the PAR sheet's standard deviation σ, so Σwin / Σstake has a standard error of
 * σ·√(Σstake²) / Σstake (σ / √n when every stake is equal): the tolerance is RTP_BAND_SIGMAS of
 * those, wide over a few rounds and narrow over many. Outside it, chance alone explains the
 * difference less than 3 times in 1,000; a jackpot paid in the period (its wins are in Σwin, its
 * contribution not in the theoretical RTP) shows the same way.
 */
export function rtpFigures(sums: TRoundSums, maths: TModelMaths | null): TBoRtpFigures {
  const observedRtp = sums.stake > 0 ? sums.win / sums.stake : null;
  const theoreticalRtp = maths?.rtp ?? null;
  const tolerance =
    maths && sums.stake > 0
      ? (RTP_BAND_SIGMAS * maths.volatility * Math.sqrt(sums.stakeSquares)) / sums.stake
      : null;
  const isOutside =
    observedRtp !== null && theoreticalRtp !== null && tolerance !== null
      ? Math.abs(observedRtp - theoreticalRtp) > tolerance
      : null;
  return {
    rounds: sums.rounds,
    stake: sums.stake,
    win: sums.win,
    observedRtp,
    theoreticalRtp,
    tolerance,
    isOutside,
  };
}
