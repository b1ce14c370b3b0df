/** How long the reels take (ms); with reduced motion everything is quick and still. */
export type TSlotTimings = {
  /** Shortest time the reels spin before the answer shows. */
  minSpin: number;
  /** Between one reel stopping and the next. */
  reelStop: number;
  /** A win shows this long before free spins start. */
  showWin: number;
  /** Each free spin: spinning, then showing its result. */
  freeSpin: number;
  freeShow: number;
  /** Pause between autoplay rounds. */
  betweenRounds: number;
};

const FULL: TSlotTimings = {
  minSpin: 700,
  reelStop: 140,
  showWin: 1000,
  freeSpin: 450,
  freeShow: 650,
  betweenRounds: 450,
};
const REDUCED: TSlotTimings = {
  minSpin: 120,
  reelStop: 0,
  showWin: 400,
  freeSpin: 80,
  freeShow: 300,
  betweenRounds: 200,
};

export function slotTimings(prefersReducedMotion: boolean): TSlotTimings {
  return prefersReducedMotion ? REDUCED : FULL;
}

/** Waits, unless the page went away meanwhile. */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}
