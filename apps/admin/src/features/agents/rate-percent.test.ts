import { describe, expect, it } from "vitest";
import { parsePercent, percentText } from "./rate-percent.ts";

const bpOf = (text: string, max?: number) => {
  const parsed = parsePercent(text, max);
  return parsed.ok ? parsed.bp : parsed.errorKey;
};

describe("rates typed in per cent", () => {
  it("are stored as exact basis points", () => {
    expect(bpOf("0.35")).toBe(35);
    expect(bpOf("1")).toBe(100);
    expect(bpOf("1.5")).toBe(150);
    expect(bpOf(" 2.05 % ")).toBe(205);
    expect(bpOf("0.01")).toBe(1);
    expect(bpOf("100")).toBe(10_000);
    // 0.29 and 4.35 are not exact in binary floating point; the parser never multiplies a float.
    expect(bpOf("0.29")).toBe(29);
    expect(bpOf("4.35")).toBe(435);
  });

  it("refuses what a basis point cannot hold, zero, more than 100 % and the merchant's limit", () => {
    expect(bpOf("0.355")).toBe("bo_agents_rate_decimals");
    expect(bpOf("0")).toBe("bo_agents_rate_positive");
    expect(bpOf("0.00")).toBe("bo_agents_rate_positive");
    expect(bpOf("100.01")).toBe("bo_agents_rate_too_high");
    expect(bpOf("5000")).toBe("bo_agents_rate_too_high");
    expect(bpOf("")).toBe("bo_agents_rate_required");
    expect(bpOf("-1")).toBe("bo_agents_rate_invalid");
    expect(bpOf("1e2")).toBe("bo_agents_rate_invalid");
    expect(bpOf("0.5", 40)).toBe("bo_agents_rate_above_limit");
    expect(bpOf("0.4", 40)).toBe(40);
  });

  it("write basis points back as the text the parser reads", () => {
    expect(percentText(35)).toBe("0.35");
    expect(percentText(150)).toBe("1.5");
    expect(percentText(100)).toBe("1");
    expect(percentText(5)).toBe("0.05");
    expect(percentText(10_000)).toBe("100");
    for (let bp = 1; bp <= 10_000; bp += 1) expect(bpOf(percentText(bp))).toBe(bp);
  });
});
