import { describe, expect, it } from "vitest";
import { formatPercent, parsePercent } from "./basis-points.ts";

const bpOf = (text: string, max = 3000) => {
  const parsed = parsePercent(text, max);
  return parsed.ok ? parsed.basisPoints : parsed.errorKey;
};

describe("percentages and basis points", () => {
  it("shows basis points as a percentage with two decimals", () => {
    expect(formatPercent(0)).toBe("0.00");
    expect(formatPercent(1)).toBe("0.01");
    expect(formatPercent(250)).toBe("2.50");
    expect(formatPercent(3000)).toBe("30.00");
    expect(formatPercent(5000)).toBe("50.00");
  });

  it("reads a typed percentage as exact basis points", () => {
    expect(bpOf("2.5")).toBe(250);
    expect(bpOf("2.50")).toBe(250);
    expect(bpOf("0.29")).toBe(29);
    expect(bpOf("12")).toBe(1200);
    expect(bpOf("4.35 %")).toBe(435);
    for (let bp = 0; bp <= 3000; bp += 13) expect(bpOf(formatPercent(bp))).toBe(bp);
  });

  it("refuses more than two decimals, signs and values above the limit", () => {
    expect(bpOf("30.01")).toBe("bo_book_percent_range");
    expect(bpOf("45", 5000)).toBe(4500);
    expect(bpOf("50.01", 5000)).toBe("bo_book_percent_range");
    expect(bpOf("1.005")).toBe("bo_book_percent_invalid");
    expect(bpOf("-1")).toBe("bo_book_percent_invalid");
    expect(bpOf("")).toBe("bo_book_percent_required");
  });
});
