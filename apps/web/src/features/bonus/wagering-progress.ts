import type { TBonusGrant } from "@orchid/contract/bonus";

/** How far a grant's turnover is played, for a progress bar and its text. */
export type TWageringProgress = {
  /** Share played, 0–1 (the bar's width). */
  ratio: number;
  /** Whole percent played, 0–100; rounded down, so 100 shows only once the turnover is met. */
  percent: number;
  /** Turnover still to play, minor units (0 once met). */
  left: number;
  isMet: boolean;
};

/** Progress of `counted` towards `required` (minor units), clamped to 0–100 %. */
export function wageringProgress(counted: number, required: number): TWageringProgress {
  const played = Math.max(0, counted);
  if (required <= 0) return { ratio: 1, percent: 100, left: 0, isMet: true };
  if (played >= required) return { ratio: 1, percent: 100, left: 0, isMet: true };
  // Whole minor units: ×100 before dividing keeps 29 % from reading 28 % (0.29 × 100 < 29 in floats);
  // below the requirement the percent stays under 100 even where a huge division rounds up.
  const percent = Math.min(99, Math.floor((played * 100) / required));
  return { ratio: played / required, percent, left: required - played, isMet: false };
}

/** A grant's progress: a converted grant's turnover was met, whatever its figures say. */
export function grantProgress(grant: Pick<TBonusGrant, "counted" | "required" | "state">): TWageringProgress {
  const progress = wageringProgress(grant.counted, grant.required);
  return grant.state === "converted" ? { ratio: 1, percent: 100, left: 0, isMet: true } : progress;
}
