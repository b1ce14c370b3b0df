import { describe, expect, it } from "vitest";
import {
  isSlideShown,
  lastStart,
  nextStart,
  previousStart,
  SLIDER_AUTOPLAY_MS,
  SLIDES_PER_VIEW,
  slidesPerView,
} from "./slider-paging.ts";

describe("vendor slider paging", () => {
  it("shows 10 per view on a desktop track and fewer on narrow ones, moving every 3 s", () => {
    expect(SLIDES_PER_VIEW).toBe(10);
    expect(SLIDER_AUTOPLAY_MS).toBe(3000);
    expect(slidesPerView(1100)).toBe(10);
    expect(slidesPerView(2400)).toBe(10);
    expect(slidesPerView(600)).toBe(8);
    expect(slidesPerView(215)).toBe(3);
    expect(slidesPerView(40)).toBe(1);
    expect(slidesPerView(0)).toBe(1);
  });

  it("moves one vendor at a time and loops from the last view back to the first", () => {
    const starts = [0];
    for (let step = 0; step < 22; step += 1) starts.push(nextStart(starts.at(-1) ?? 0, 30, 10));
    expect(starts.slice(0, 4)).toEqual([0, 1, 2, 3]);
    expect(starts[20]).toBe(20);
    expect(lastStart(30, 10)).toBe(20);
    expect(starts[21]).toBe(0);
  });

  it("goes back one vendor, and from the first view round to the last", () => {
    expect(previousStart(5, 30, 10)).toBe(4);
    expect(previousStart(0, 30, 10)).toBe(20);
    // A wider view after a resize: back lands inside the slides.
    expect(previousStart(25, 30, 10)).toBe(20);
  });

  it("stays put when every vendor fits in one view", () => {
    expect(nextStart(0, 6, 10)).toBe(0);
    expect(previousStart(0, 6, 10)).toBe(0);
    expect(lastStart(6, 10)).toBe(0);
  });

  it("tells which slides are in view", () => {
    expect([0, 1, 2, 3, 4, 5].filter((i) => isSlideShown(i, 2, 3))).toEqual([2, 3, 4]);
  });
});
