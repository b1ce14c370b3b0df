import type { TBonusOffer } from "@orchid/contract/bonus";
import { describe, expect, it } from "vitest";
import {
  bonusForDeposit,
  contributionsOf,
  contributionsText,
  gameTypeKey,
  maxBetText,
  minDepositText,
  rewardText,
  smallestQualifyingDeposit,
  type TOfferFormat,
  turnoverText,
} from "./offer-summary.ts";

/** A stand-in catalogue: the English texts these summaries use, `{name}` filled as i18next does. */
const CATALOGUE: Record<string, string> = {
  bonus_reward_percent: "{percent} up to {cap}",
  bonus_min_deposit_none: "No minimum",
  bonus_turnover_bonus: "{multiple}× bonus",
  bonus_turnover_deposit: "{multiple}× deposit",
  bonus_turnover_deposit_and_bonus: "{multiple}× deposit + bonus",
  bonus_contribution: "{game} {percent}",
  bonus_contributions_none: "No games count",
  bonus_max_bet_none: "No limit",
  game_type_rng: "Slots",
  game_type_live: "Live Casino",
  game_type_lott: "Lottery",
};

const format: TOfferFormat = {
  t: (key, values = {}) =>
    (CATALOGUE[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`),
  money: (minor) => `K ${new Intl.NumberFormat("en-US", { minimumFractionDigits: 2 }).format(minor / 100)}`,
  percent: (whole) => `${whole}%`,
  count: (value) => String(value),
  list: (items) => new Intl.ListFormat("en-US", { style: "short", type: "unit" }).format(items),
};

const offer: Pick<TBonusOffer, "reward" | "wagering"> = {
  reward: { kind: "percent", percent: 50, cap: 400_000, minDeposit: 10_000 },
  wagering: {
    multiple: 15,
    basis: "bonus",
    contributions: { LOTT: 50, RNG: 100 },
    maxBet: 5_000,
    expiryDays: 7,
  },
};

describe("rewardText", () => {
  it("reads a percent reward with its cap and a fixed one as its amount", () => {
    expect(rewardText(offer.reward, format)).toBe("50% up to K 4,000.00");
    expect(rewardText({ kind: "fixed", amount: 200_000, minDeposit: 0 }, format)).toBe("K 2,000.00");
  });
});

describe("minDepositText", () => {
  it("reads the minimum deposit, or no minimum", () => {
    expect(minDepositText(offer.reward, format)).toBe("K 100.00");
    expect(minDepositText({ kind: "fixed", amount: 100, minDeposit: 0 }, format)).toBe("No minimum");
  });
});

describe("turnoverText", () => {
  it("names the multiple and what it applies to", () => {
    expect(turnoverText({ multiple: 15, basis: "bonus" }, format)).toBe("15× bonus");
    expect(turnoverText({ multiple: 3, basis: "deposit" }, format)).toBe("3× deposit");
    expect(turnoverText({ multiple: 1, basis: "deposit_and_bonus" }, format)).toBe("1× deposit + bonus");
  });
});

describe("contributionsOf", () => {
  it("lists the counting game types, largest share first, ties in the site's order", () => {
    expect(contributionsOf({ LOTT: 50, RNG: 100, LIVE: 50, FISH: 0 })).toEqual([
      { gameType: "RNG", percent: 100 },
      { gameType: "LIVE", percent: 50 },
      { gameType: "LOTT", percent: 50 },
    ]);
  });

  it("is empty when nothing counts", () => {
    expect(contributionsOf({})).toEqual([]);
    expect(contributionsOf({ RNG: 0 })).toEqual([]);
  });
});

describe("contributionsText", () => {
  it("joins the game-type labels with their shares", () => {
    expect(contributionsText({ LOTT: 50, RNG: 100 }, format)).toBe("Slots 100%, Lottery 50%");
  });

  it("says so when no game counts", () => {
    expect(contributionsText({ RNG: 0 }, format)).toBe("No games count");
  });

  it("uses the catalogue's game-type keys", () => {
    expect(gameTypeKey("RNG")).toBe("game_type_rng");
    expect(gameTypeKey("ELOTT")).toBe("game_type_elott");
  });
});

describe("maxBetText", () => {
  it("reads the largest bet, or no limit", () => {
    expect(maxBetText(5_000, format)).toBe("K 50.00");
    expect(maxBetText(null, format)).toBe("No limit");
  });
});

describe("bonusForDeposit", () => {
  it("gives nothing below the minimum deposit", () => {
    expect(bonusForDeposit(offer.reward, 9_999)).toBeNull();
    expect(bonusForDeposit({ kind: "fixed", amount: 500, minDeposit: 1_000 }, 999)).toBeNull();
  });

  it("gives the percent rounded down, up to the cap", () => {
    expect(bonusForDeposit(offer.reward, 10_000)).toBe(5_000);
    expect(bonusForDeposit(offer.reward, 10_001)).toBe(5_000);
    expect(bonusForDeposit(offer.reward, 2_000_000)).toBe(400_000);
  });

  it("gives a fixed amount from the minimum on", () => {
    expect(bonusForDeposit({ kind: "fixed", amount: 500, minDeposit: 1_000 }, 1_000)).toBe(500);
  });

  it("gives nothing when the percent of a tiny deposit rounds to zero", () => {
    const reward = { kind: "percent", percent: 30, cap: 1_000, minDeposit: 0 } as const;
    expect(bonusForDeposit(reward, 3)).toBeNull();
    expect(bonusForDeposit(reward, 4)).toBe(1);
  });
});

describe("smallestQualifyingDeposit", () => {
  it("is the minimum deposit, or the least deposit whose percent is a whole minor unit", () => {
    expect(smallestQualifyingDeposit(offer.reward)).toBe(10_000);
    expect(smallestQualifyingDeposit({ kind: "fixed", amount: 500, minDeposit: 0 })).toBe(0);
    expect(smallestQualifyingDeposit({ kind: "percent", percent: 30, cap: 1_000, minDeposit: 0 })).toBe(4);
    expect(smallestQualifyingDeposit({ kind: "percent", percent: 200, cap: 1_000, minDeposit: 0 })).toBe(1);
  });

  it("agrees with bonusForDeposit at its edge", () => {
    for (const percent of [1, 3, 7, 30, 50, 99, 100, 150, 1000]) {
      const reward = { kind: "percent", percent, cap: 1_000_000, minDeposit: 0 } as const;
      const least = smallestQualifyingDeposit(reward);
      expect(bonusForDeposit(reward, least)).not.toBeNull();
      if (least > 0) expect(bonusForDeposit(reward, least - 1)).toBeNull();
    }
  });
});
