import { describe, expect, it } from "vitest";
import { grantProgress, wageringProgress } from "./wagering-progress.ts";

describe("wageringProgress", () => {
  it("reads the share played in whole percent, rounded down", () => {
    expect(wageringProgress(0, 10_000)).toEqual({ ratio: 0, percent: 0, left: 10_000, isMet: false });
    expect(wageringProgress(2_500, 10_000)).toEqual({ ratio: 0.25, percent: 25, left: 7_500, isMet: false });
    expect(wageringProgress(2_999, 10_000).percent).toBe(29);
  });

  it("does not lose a percent to floating point", () => {
    // 0.29 × 100 is 28.999… in floats.
    expect(wageringProgress(29, 100).percent).toBe(29);
    expect(wageringProgress(57, 100).percent).toBe(57);
  });

  it("shows 100 % only once the turnover is met", () => {
    expect(wageringProgress(9_999, 10_000)).toMatchObject({ percent: 99, left: 1, isMet: false });
    expect(wageringProgress(999_999_999, 1_000_000_000).percent).toBe(99);
    expect(wageringProgress(10_000, 10_000)).toEqual({ ratio: 1, percent: 100, left: 0, isMet: true });
  });

  it("clamps what lies outside 0–100 %", () => {
    expect(wageringProgress(25_000, 10_000)).toEqual({ ratio: 1, percent: 100, left: 0, isMet: true });
    expect(wageringProgress(-5, 10_000)).toEqual({ ratio: 0, percent: 0, left: 10_000, isMet: false });
  });

  it("reads a grant that needs no turnover as met", () => {
    expect(wageringProgress(0, 0)).toEqual({ ratio: 1, percent: 100, left: 0, isMet: true });
  });
});

describe("grantProgress", () => {
  it("follows the figures of an active, forfeited or expired grant", () => {
    expect(grantProgress({ counted: 4_000, required: 10_000, state: "active" }).percent).toBe(40);
    expect(grantProgress({ counted: 4_000, required: 10_000, state: "forfeited" }).percent).toBe(40);
    expect(grantProgress({ counted: 100, required: 10_000, state: "expired" }).isMet).toBe(false);
  });

  it("shows a converted grant as played through", () => {
    expect(grantProgress({ counted: 9_000, required: 10_000, state: "converted" })).toEqual({
      ratio: 1,
      percent: 100,
      left: 0,
      isMet: true,
    });
  });
});
