import { describe, expect, it } from "vitest";
import type { TMissionFormat } from "../missions/mission-format.ts";
import {
  birthdayBonusWaiting,
  currentLevel,
  nextLevel,
  rankText,
  rebateText,
  sortedLevels,
  type TVipLevel,
  vipProgress,
} from "./vip-format.ts";

const format: Pick<TMissionFormat, "t" | "count"> = {
  t: (key, values) => (values ? `${key}(${Object.values(values).join("|")})` : key),
  count: (value) => String(value),
};

function level(rank: number, minDeposits: number, minValidBet: number): TVipLevel {
  return {
    rank,
    name: `Level ${rank}`,
    minDeposits,
    minValidBet,
    rebateBp: rank * 10,
    withdrawDailyMax: null,
    dedicatedService: false,
    birthdayBonus: rank >= 2 ? rank * 10_000 : 0,
  };
}

// Given out of order, as a merchant might have saved them.
const levels = [level(3, 500_000, 2_000_000), level(1, 0, 0), level(2, 100_000, 400_000)];

describe("rebateText", () => {
  it("writes basis points as a percent with the decimals it needs", () => {
    expect(rebateText(150, "en-US")).toBe("1.5%");
    expect(rebateText(25, "en-US")).toBe("0.25%");
    expect(rebateText(100, "en-US")).toBe("1%");
    expect(rebateText(1, "en-US")).toBe("0.01%");
    expect(rebateText(0, "en-US")).toBe("0%");
    expect(rebateText(500, "en-US")).toBe("5%");
  });

  it("follows the member's locale", () => {
    expect(rebateText(150, "de-DE")).toBe("1,5\u00a0%");
  });

  it("never shows a negative rebate", () => {
    expect(rebateText(-20, "en-US")).toBe("0%");
  });
});

describe("levels", () => {
  it("sorts from the lowest rank up without changing the answer", () => {
    expect(sortedLevels(levels).map((entry) => entry.rank)).toEqual([1, 2, 3]);
    expect(levels.map((entry) => entry.rank)).toEqual([3, 1, 2]);
  });

  it("finds the member's level and the next one", () => {
    expect(currentLevel({ rank: 2, levels })?.name).toBe("Level 2");
    expect(nextLevel({ rank: 1, levels })?.rank).toBe(2);
    expect(nextLevel({ rank: 0, levels })?.rank).toBe(1);
    expect(nextLevel({ rank: 3, levels })).toBeNull();
    expect(currentLevel({ rank: 9, levels })).toBeNull();
  });
});

describe("vipProgress", () => {
  it("measures each threshold of the next rank on its own", () => {
    const progress = vipProgress({ rank: 1, levels, deposits: 50_000, validBet: 100_000 });
    expect(progress?.next.rank).toBe(2);
    expect(progress?.deposits).toMatchObject({ percent: 50, left: 50_000, isMet: false });
    expect(progress?.validBet).toMatchObject({ percent: 25, left: 300_000, isMet: false });
    expect(progress?.isReady).toBe(false);
  });

  it("is ready only once both thresholds are met", () => {
    expect(vipProgress({ rank: 1, levels, deposits: 100_000, validBet: 399_999 })?.isReady).toBe(false);
    expect(vipProgress({ rank: 1, levels, deposits: 120_000, validBet: 400_000 })?.isReady).toBe(true);
  });

  it("counts a zero threshold as met", () => {
    const progress = vipProgress({ rank: 0, levels, deposits: 0, validBet: 0 });
    expect(progress?.next.rank).toBe(1);
    expect(progress?.isReady).toBe(true);
  });

  it("caps the share at 100 % past the threshold and is null at the top", () => {
    expect(vipProgress({ rank: 2, levels, deposits: 9_000_000, validBet: 0 })?.deposits).toMatchObject({
      ratio: 1,
      percent: 100,
    });
    expect(vipProgress({ rank: 3, levels, deposits: 9_000_000, validBet: 9_000_000 })).toBeNull();
  });
});

describe("birthdayBonusWaiting", () => {
  it("is the level's birthday bonus while the member has no birthday set", () => {
    expect(birthdayBonusWaiting({ rank: 3, levels }, null)).toBe(30_000);
  });

  it("is 0 once the birthday is set, or before member info is known", () => {
    expect(birthdayBonusWaiting({ rank: 3, levels }, "1990-05-15")).toBe(0);
    expect(birthdayBonusWaiting({ rank: 3, levels }, undefined)).toBe(0);
  });

  it("is 0 when the level pays none, or the member has no level", () => {
    expect(birthdayBonusWaiting({ rank: 1, levels }, null)).toBe(0);
    expect(birthdayBonusWaiting({ rank: 0, levels }, null)).toBe(0);
    expect(birthdayBonusWaiting({ rank: 9, levels }, null)).toBe(0);
  });
});

describe("rankText", () => {
  it("writes the rank with its name, or without one", () => {
    expect(rankText(3, "Gold", format)).toBe("vip_rank_name(3|Gold)");
    expect(rankText(3, "  ", format)).toBe("vip_rank(3)");
  });

  it("says there is no rank yet below rank 1 without a name", () => {
    expect(rankText(0, "", format)).toBe("vip_no_rank");
    expect(rankText(0, "Starter", format)).toBe("vip_rank_name(0|Starter)");
  });
});
