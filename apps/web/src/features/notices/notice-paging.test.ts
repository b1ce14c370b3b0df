import { describe, expect, it } from "vitest";
import { pageCount, pageOfIndex, pageRange } from "./notice-paging.ts";

describe("notice paging, 9 per page", () => {
  it("counts pages", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
    expect(pageCount(27)).toBe(3);
  });

  it("opens at the page holding the chosen notice", () => {
    expect(pageOfIndex(0, 20)).toBe(0);
    expect(pageOfIndex(8, 20)).toBe(0);
    expect(pageOfIndex(9, 20)).toBe(1);
    expect(pageOfIndex(19, 20)).toBe(2);
    expect(pageOfIndex(99, 20)).toBe(2);
    expect(pageOfIndex(3, 0)).toBe(0);
  });

  it("slices a page", () => {
    expect(pageRange(0, 20)).toEqual([0, 9]);
    expect(pageRange(2, 20)).toEqual([18, 20]);
    expect(pageRange(5, 20)).toEqual([18, 20]);
  });
});
