import { describe, expect, it } from "vitest";
import { channelFee, quickAmounts } from "./channel-fee.ts";

describe("channelFee", () => {
  it("reads no fee as null and shows percent and fixed parts", () => {
    expect(channelFee({ feeBps: 0, feeFixed: 0 }, "en-US")).toBeNull();
    expect(channelFee({ feeBps: 150, feeFixed: 0 }, "en-US")).toEqual({ percent: "1.5%", hasFixed: false });
    expect(channelFee({ feeBps: 0, feeFixed: 200 }, "en-US")).toEqual({ percent: null, hasFixed: true });
  });
});

describe("quickAmounts", () => {
  it("offers the quick amounts inside the channel's range", () => {
    expect(quickAmounts({ minAmount: 10_000, maxAmount: 100_000 })).toEqual([
      10_000, 20_000, 50_000, 100_000,
    ]);
  });

  it("falls back to the minimum when no quick amount fits", () => {
    expect(quickAmounts({ minAmount: 1_234_500, maxAmount: 2_000_000 })).toEqual([1_234_500]);
  });
});
