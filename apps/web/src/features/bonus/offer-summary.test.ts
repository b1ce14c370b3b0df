import type { TBonusAward, TBonusOffer } from "@orchid/contract/bonus";
import { describe, expect, it } from "vitest";
import {
  awardText,
  bonusForDeposit,
  contributionsOf,
  contributionsText,
  depositQualifies,
  gameTypeKey,
  isCashReward,
  joinedText,
  maxBetText,
  minDepositText,
  offerTerms,
  rewardText,
  smallestQualifyingDeposit,
  spinStake,
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
  bonus_reward_points: "{points} points",
  bonus_reward_free_spins: "{spins} free spins on {game} at {bet} a spin",
  bonus_free_spins_game_unknown: "one of our slot games",
  bonus_turnover_winnings: "{multiple}× winnings",
  bonus_paid_into_points: "Your points account, at once",
  bonus_join_done: "You joined {name}: a bonus of {amount} is yours.",
  bonus_join_done_points: "You joined {name}: {points} points are now in your points account.",
  bonus_join_done_free_spins: "You joined {name}: {reward} are yours. Play them by {date}.",
  bonus_join_done_generic: "You joined {name}.",
  game_type_rng: "Slots",
  game_type_live: "Live Casino",
  game_type_lott: "Lottery",
};

const format: TOfferFormat = {
  t: (key, values = {}) =>
    (CATALOGUE[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`),
  money: (minor) => `K ${new Intl.NumberFormat("en-US", { minimumFractionDigits: 2 }).format(minor / 100)}`,
  percent: (whole) => `${whole}%`,
  count: (value) => new Intl.NumberFormat("en-US").format(value),
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

const pointsReward = { kind: "points", points: 2_500, minDeposit: 0 } as const;
const spinsReward = {
  kind: "free_spins",
  spins: 10,
  gameId: 7,
  lines: 20,
  betPerLine: 5,
  minDeposit: 50_000,
} as const;

describe("rewardText for points and free spins", () => {
  it("counts the points", () => {
    expect(rewardText(pointsReward, format)).toBe("2,500 points");
  });

  it("names the spins, the game and the bet of a spin (lines × line bet)", () => {
    expect(rewardText(spinsReward, format, "Lucky Koi")).toBe("10 free spins on Lucky Koi at K 1.00 a spin");
    expect(spinStake(spinsReward)).toBe(100);
  });

  it("words a free spins reward whose game has no name", () => {
    expect(rewardText(spinsReward, format)).toBe("10 free spins on one of our slot games at K 1.00 a spin");
  });

  it("tells bonus money from points and spins", () => {
    expect(isCashReward(offer.reward)).toBe(true);
    expect(isCashReward({ kind: "fixed", amount: 1, minDeposit: 0 })).toBe(true);
    expect(isCashReward(pointsReward)).toBe(false);
    expect(isCashReward(spinsReward)).toBe(false);
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

describe("points and free spins on a deposit", () => {
  it("pay no bonus money", () => {
    expect(bonusForDeposit(pointsReward, 1_000_000)).toBeNull();
    expect(bonusForDeposit(spinsReward, 1_000_000)).toBeNull();
  });

  it("qualify whole from the minimum deposit on", () => {
    expect(depositQualifies(pointsReward, 1)).toBe(true);
    expect(depositQualifies(spinsReward, 49_999)).toBe(false);
    expect(depositQualifies(spinsReward, 50_000)).toBe(true);
    expect(smallestQualifyingDeposit(pointsReward)).toBe(0);
    expect(smallestQualifyingDeposit(spinsReward)).toBe(50_000);
  });

  it("agrees with bonusForDeposit for bonus money", () => {
    expect(depositQualifies(offer.reward, 9_999)).toBe(false);
    expect(depositQualifies(offer.reward, 10_000)).toBe(true);
    expect(depositQualifies({ kind: "percent", percent: 30, cap: 1_000, minDeposit: 0 }, 3)).toBe(false);
  });
});

describe("offerTerms", () => {
  const ready = { isMinDepositShown: true, isGamesReady: true };

  it("lists bonus money's terms, the minimum deposit second", () => {
    const terms = offerTerms({ ...offer, gameName: null }, format, ready);
    expect(terms).toEqual([
      ["bonus_term_reward", "50% up to K 4,000.00"],
      ["bonus_term_min_deposit", "K 100.00"],
      ["bonus_term_turnover", "15× bonus"],
      ["bonus_term_games", "Slots 100%, Lottery 50%"],
      ["bonus_term_max_bet", "K 50.00"],
      ["bonus_term_expiry_days", "7"],
    ]);
    const withoutMinimum = offerTerms({ ...offer, gameName: null }, format, {
      isMinDepositShown: false,
      isGamesReady: false,
    });
    expect(withoutMinimum.map(([key]) => key)).not.toContain("bonus_term_min_deposit");
    expect(withoutMinimum).toContainEqual(["bonus_term_games", "…"]);
  });

  it("gives points no wagering lines", () => {
    const terms = offerTerms(
      { reward: pointsReward, wagering: offer.wagering, gameName: null },
      format,
      ready,
    );
    expect(terms).toEqual([
      ["bonus_term_reward_other", "2,500 points"],
      ["bonus_term_min_deposit", "No minimum"],
      ["bonus_term_paid_into", "Your points account, at once"],
    ]);
  });

  it("puts free spins' wagering on their winnings", () => {
    const terms = offerTerms(
      { reward: spinsReward, wagering: offer.wagering, gameName: "Lucky Koi" },
      format,
      ready,
    );
    expect(terms).toEqual([
      ["bonus_term_reward_other", "10 free spins on Lucky Koi at K 1.00 a spin"],
      ["bonus_term_min_deposit", "K 500.00"],
      ["bonus_term_turnover_winnings", "15× winnings"],
      ["bonus_term_games", "Slots 100%, Lottery 50%"],
      ["bonus_term_max_bet", "K 50.00"],
      ["bonus_term_expiry_days_spins", "7"],
    ]);
  });
});

const spinsAward: TBonusAward = {
  id: 3,
  campaignId: 9,
  name: "Koi week",
  kind: "free_spins",
  points: 0,
  spins: 10,
  used: 0,
  gameId: 7,
  gameName: "Lucky Koi",
  lines: 20,
  betPerLine: 5,
  won: 0,
  state: "active",
  grantId: null,
  grantedAt: "2025-03-01T10:00:00.000Z",
  expiresAt: "2025-03-08T10:00:00.000Z",
};
const pointsAward: TBonusAward = {
  ...spinsAward,
  kind: "points",
  points: 250,
  spins: 0,
  gameId: null,
  gameName: null,
};
const dateTime = (iso: string) => iso.slice(0, 10);

describe("awardText", () => {
  it("reads an award's points or its pack", () => {
    expect(awardText(pointsAward, format)).toBe("250 points");
    expect(awardText(spinsAward, format)).toBe("10 free spins on Lucky Koi at K 1.00 a spin");
  });
});

describe("joinedText", () => {
  it("says what joining gave: bonus money, points or free spins", () => {
    expect(joinedText("Welcome", { grant: { bonus: 100_000 }, award: null }, format, dateTime)).toBe(
      "You joined Welcome: a bonus of K 1,000.00 is yours.",
    );
    expect(joinedText("Points day", { grant: null, award: pointsAward }, format, dateTime)).toBe(
      "You joined Points day: 250 points are now in your points account.",
    );
    expect(joinedText("Koi week", { grant: null, award: spinsAward }, format, dateTime)).toBe(
      "You joined Koi week: 10 free spins on Lucky Koi at K 1.00 a spin are yours. Play them by 2025-03-08.",
    );
    expect(joinedText("Odd", { grant: null, award: null }, format, dateTime)).toBe("You joined Odd.");
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
