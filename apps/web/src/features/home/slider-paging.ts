/** Spec §9: the home vendor slider shows 10 vendors per view and moves every 3000 ms. */
export const SLIDES_PER_VIEW = 10;
export const SLIDER_AUTOPLAY_MS = 3000;
/** A slide is never narrower than this, so narrow screens show fewer vendors at once. */
export const MIN_SLIDE_WIDTH = 70;

/** How many slides fit a track `width` px wide: at most 10, at least 1. */
export function slidesPerView(width: number): number {
  return Math.max(1, Math.min(SLIDES_PER_VIEW, Math.floor(width / MIN_SLIDE_WIDTH)));
}

/** The last first-visible slide: the view never runs past the end. */
export function lastStart(total: number, perView: number): number {
  return Math.max(0, total - perView);
}

/** One slide on; from the last view, back to the first (the slider loops). */
export function nextStart(start: number, total: number, perView: number): number {
  return start >= lastStart(total, perView) ? 0 : start + 1;
}

/** One slide back; from the first view, round to the last. */
export function previousStart(start: number, total: number, perView: number): number {
  return start <= 0 ? lastStart(total, perView) : Math.min(start - 1, lastStart(total, perView));
}

/** Whether slide `index` shows when the view starts at `start`. */
export function isSlideShown(index: number, start: number, perView: number): boolean {
  return index >= start && index < start + perView;
}
