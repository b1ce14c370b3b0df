import { describe, expect, it } from "vitest";
import { chipLabel, stakeChips } from "./stake-chips.ts";

describe("one-tap stakes", () => {
  it("starts at the least stake and climbs in round amounts", () => {
    expect(stakeChips(100, 5_000_000)).toEqual([100, 500, 1_000, 5_000, 10_000, 50_000]);
    expect(stakeChips(1_000, 5_000_000)).toEqual([1_000, 5_000, 10_000, 50_000, 100_000, 500_000]);
    expect(stakeChips(150, 5_000_000)).toEqual([150, 500, 1_000, 5_000, 10_000, 50_000]);
  });

  it("never passes the largest stake", () => {
    expect(stakeChips(100, 2_000)).toEqual([100, 500, 1_000]);
    expect(stakeChips(5_000, 5_000)).toEqual([5_000]);
    expect(stakeChips(5_000, 1_000)).toEqual([]);
  });

  it("writes whole amounts without decimals", () => {
    expect(chipLabel(100)).toBe("1");
    expect(chipLabel(100_000)).toBe("1,000");
    expect(chipLabel(150)).toBe("1.50");
  });
});
