import { describe, expect, it } from "vitest";
import { fakeTranslate as t } from "./fake-translate.ts";
import { payoutLabel, payoutMultiple } from "./payout-label.ts";

describe("payout labels", () => {
  it("names each kind of payout key", () => {
    expect(payoutLabel("hit", t)).toBeNull();
    expect(payoutLabel("first", t)).toBe("lott_tier_first");
    expect(payoutLabel("tie", t)).toBe("lott_side_tie");
    expect(payoutLabel("first_p24", t)).toBe('lott_pays_orders{"tier":"lott_tier_first","count":24}');
    expect(payoutLabel("sum10", t)).toBe('lott_pays_sum{"sum":10}');
    expect(payoutLabel("any3", t)).toBe('lott_pays_any{"n":3}');
    expect(payoutLabel("mystery", t)).toBe("mystery");
  });

  it("reads a price as what one unit returns per hit", () => {
    expect(payoutMultiple(98_500, 27_000)).toBeCloseTo(3.648, 3);
    expect(payoutMultiple(1_982, 1_000)).toBe(1.982);
    expect(payoutMultiple(5, 0)).toBe(0);
  });
});
