import { describe, expect, it } from "vitest";
import { formatRebate, parseRebatePercent, rebatePercentText } from "./vip-rebate.ts";

const bpOf = (text: string) => {
  const parsed = parseRebatePercent(text);
  return parsed.ok ? parsed.bp : parsed.errorKey;
};

describe("parseRebatePercent", () => {
  it("reads per cent as whole basis points without float drift", () => {
    expect(bpOf("0.8")).toBe(80);
    expect(bpOf("0.80")).toBe(80);
    expect(bpOf("1.25 %")).toBe(125);
    expect(bpOf("1.15")).toBe(115);
    expect(bpOf("0.29")).toBe(29);
    expect(bpOf("5")).toBe(500);
    expect(bpOf("0")).toBe(0);
    expect(bpOf("004.50")).toBe(450);
  });

  it("refuses more than two decimals, anything above 5.00 % and what is not a number", () => {
    expect(bpOf("0.125")).toBe("bo_vip_rebate_decimals");
    expect(bpOf("5.01")).toBe("bo_vip_rebate_too_high");
    expect(bpOf("007.5")).toBe("bo_vip_rebate_too_high");
    expect(bpOf("100")).toBe("bo_vip_rebate_too_high");
    expect(bpOf("-1")).toBe("bo_vip_rebate_invalid");
    expect(bpOf("1e2")).toBe("bo_vip_rebate_invalid");
    expect(bpOf(".5")).toBe("bo_vip_rebate_invalid");
    expect(bpOf(" ")).toBe("bo_vip_rebate_required");
  });
});

describe("rebate as shown", () => {
  it("writes basis points as per cent with two decimals, which the parser reads back", () => {
    expect(rebatePercentText(0)).toBe("0.00");
    expect(rebatePercentText(5)).toBe("0.05");
    expect(rebatePercentText(80)).toBe("0.80");
    expect(rebatePercentText(500)).toBe("5.00");
    expect(formatRebate(125)).toBe("1.25 %");
    for (let bp = 0; bp <= 500; bp++) expect(bpOf(rebatePercentText(bp))).toBe(bp);
  });
});
