import type {
  TBonusAward,
  TBonusGrant,
  TBonusOffer,
  TBonusReward,
  TBonusWagering,
} from "@orchid/contract/bonus";
import { GAME_TYPES, type TGameType } from "@orchid/contract/games";

/** How the summaries write numbers and words in the member's language (see use-offer-format.ts). */
export type TOfferFormat = {
  /** Translates a catalogue key, filling its `{name}` placeholders. */
  t: (key: string, values?: Record<string, string>) => string;
  /** Minor units with the merchant's currency symbol ("K 4,000.00"). */
  money: (minor: number) => string;
  /** A whole percent ("50%"). */
  percent: (whole: number) => string;
  /** A whole number ("15"). */
  count: (value: number) => string;
  /** Items joined the language's way ("Slots 100%, Lottery 50%"). */
  list: (items: string[]) => string;
};

/** The catalogue key of a game type's label (the site's existing game-type labels). */
export function gameTypeKey(gameType: TGameType): string {
  return `game_type_${gameType.toLowerCase()}`;
}

/** A reward that pays bonus money into the bonus account (the others pay points or free spins). */
export type TCashReward = Extract<TBonusReward, { kind: "percent" | "fixed" }>;

export function isCashReward(reward: TBonusReward): reward is TCashReward {
  return reward.kind === "percent" || reward.kind === "fixed";
}

/** The stake of one free spin, minor units: every line at the line bet. */
export function spinStake(pack: { lines: number; betPerLine: number }): number {
  return pack.lines * pack.betPerLine;
}

/** "250 points". */
export function pointsText(points: number, format: TOfferFormat): string {
  return format.t("bonus_reward_points", { points: format.count(points) });
}

/**
 * "10 free spins on Lucky Koi at K 1.00 a spin": the game's name as the server gave it, a generic
 * wording when it has none (the game left the catalogue).
 */
export function freeSpinsText(
  pack: { spins: number; lines: number; betPerLine: number },
  gameName: string | null,
  format: TOfferFormat,
): string {
  return format.t("bonus_reward_free_spins", {
    spins: format.count(pack.spins),
    game: gameName ?? format.t("bonus_free_spins_game_unknown"),
    bet: format.money(spinStake(pack)),
  });
}

/**
 * What a reward gives: "50% up to K 4,000.00", "K 2,000.00", "250 points", or "10 free spins on
 * Lucky Koi at K 1.00 a spin" (the game's name from the offer).
 */
export function rewardText(
  reward: TBonusReward,
  format: TOfferFormat,
  gameName: string | null = null,
): string {
  switch (reward.kind) {
    case "fixed":
      return format.money(reward.amount);
    case "percent":
      return format.t("bonus_reward_percent", {
        percent: format.percent(reward.percent),
        cap: format.money(reward.cap),
      });
    case "points":
      return pointsText(reward.points, format);
    case "free_spins":
      return freeSpinsText(reward, gameName, format);
  }
}

/** What an award gave: its points, or its pack of free spins. */
export function awardText(
  award: Pick<TBonusAward, "kind" | "points" | "spins" | "lines" | "betPerLine" | "gameName">,
  format: TOfferFormat,
): string {
  return award.kind === "points"
    ? pointsText(award.points, format)
    : freeSpinsText(award, award.gameName, format);
}

/** The smallest deposit that qualifies: an amount, or "No minimum". */
export function minDepositText(reward: TBonusReward, format: TOfferFormat): string {
  return reward.minDeposit > 0 ? format.money(reward.minDeposit) : format.t("bonus_min_deposit_none");
}

/** The turnover a grant needs: "15× bonus", "1× deposit + bonus". */
export function turnoverText(
  wagering: Pick<TBonusWagering, "multiple" | "basis">,
  format: TOfferFormat,
): string {
  return format.t(`bonus_turnover_${wagering.basis}`, { multiple: format.count(wagering.multiple) });
}

/** The turnover free spins' winnings need: "15× winnings" (a pack has no deposit to wager on). */
export function winningsTurnoverText(
  wagering: Pick<TBonusWagering, "multiple">,
  format: TOfferFormat,
): string {
  return format.t("bonus_turnover_winnings", { multiple: format.count(wagering.multiple) });
}

export type TContribution = { gameType: TGameType; percent: number };

/**
 * The game types whose stakes count, and how much: the largest share first, ties in the site's
 * game-type order. A type with 0 % (or not listed) counts nothing and is left out.
 */
export function contributionsOf(contributions: Partial<Record<TGameType, number>>): TContribution[] {
  return GAME_TYPES.flatMap((gameType) => {
    const percent = contributions[gameType] ?? 0;
    return percent > 0 ? [{ gameType, percent }] : [];
  }).sort((a, b) => b.percent - a.percent);
}

/** "Slots 100%, Lottery 50%", or "No games count". */
export function contributionsText(
  contributions: Partial<Record<TGameType, number>>,
  format: TOfferFormat,
): string {
  const items = contributionsOf(contributions).map((entry) =>
    format.t("bonus_contribution", {
      game: format.t(gameTypeKey(entry.gameType)),
      percent: format.percent(entry.percent),
    }),
  );
  return items.length > 0 ? format.list(items) : format.t("bonus_contributions_none");
}

/** The largest bet while the bonus is active: an amount, or "No limit". */
export function maxBetText(maxBet: number | null, format: TOfferFormat): string {
  return maxBet === null ? format.t("bonus_max_bet_none") : format.money(maxBet);
}

/**
 * The bonus money a deposit earns, minor units, by the server's rule: nothing below the minimum
 * deposit; a fixed amount, or the percent of the deposit rounded down and capped. Null when the
 * deposit earns no bonus money: too small (the server would refuse the choice), or a reward of
 * points or free spins (see depositQualifies).
 */
export function bonusForDeposit(reward: TBonusReward, deposit: number): number | null {
  if (deposit < reward.minDeposit || !isCashReward(reward)) return null;
  if (reward.kind === "fixed") return reward.amount;
  const bonus = Math.min(reward.cap, Math.floor((deposit * reward.percent) / 100));
  return bonus > 0 ? bonus : null;
}

/**
 * Whether a deposit earns the reward anything: bonus money above zero, or (points and free spins,
 * given whole) at least the minimum deposit.
 */
export function depositQualifies(reward: TBonusReward, deposit: number): boolean {
  if (isCashReward(reward)) return bonusForDeposit(reward, deposit) !== null;
  return deposit >= reward.minDeposit;
}

/** The smallest deposit that earns the reward anything, minor units. */
export function smallestQualifyingDeposit(reward: TBonusReward): number {
  if (reward.kind !== "percent") return reward.minDeposit;
  // floor(deposit × percent / 100) ≥ 1 exactly when deposit × percent ≥ 100.
  return Math.max(reward.minDeposit, Math.ceil(100 / reward.percent));
}

/** One line of an offer's terms: the catalogue key of its label and its value. */
export type TOfferTerm = [labelKey: string, value: string];

export type TOfferTermsOptions = {
  /** Whether the minimum deposit is listed (second, after what the offer gives). */
  isMinDepositShown: boolean;
  /** Whether the game-type labels have loaded; until then the counting games read "…". */
  isGamesReady: boolean;
};

/**
 * An offer's terms, by what it gives. Bonus money: the amount, turnover, counting games, largest
 * bet and days. Points: the points and where they go; no turnover, as points have none. Free
 * spins: the spins, then the wagering their winnings carry once the last spin is played.
 */
export function offerTerms(
  offer: Pick<TBonusOffer, "reward" | "wagering" | "gameName">,
  format: TOfferFormat,
  options: TOfferTermsOptions,
): TOfferTerm[] {
  const { reward, wagering } = offer;
  const minDeposit: TOfferTerm[] = options.isMinDepositShown
    ? [["bonus_term_min_deposit", minDepositText(reward, format)]]
    : [];
  if (reward.kind === "points") {
    return [
      ["bonus_term_reward_other", rewardText(reward, format)],
      ...minDeposit,
      ["bonus_term_paid_into", format.t("bonus_paid_into_points")],
    ];
  }
  const games = options.isGamesReady ? contributionsText(wagering.contributions, format) : "…";
  const maxBet: TOfferTerm = ["bonus_term_max_bet", maxBetText(wagering.maxBet, format)];
  if (reward.kind === "free_spins") {
    return [
      ["bonus_term_reward_other", rewardText(reward, format, offer.gameName)],
      ...minDeposit,
      ["bonus_term_turnover_winnings", winningsTurnoverText(wagering, format)],
      ["bonus_term_games", games],
      maxBet,
      ["bonus_term_expiry_days_spins", format.count(wagering.expiryDays)],
    ];
  }
  return [
    ["bonus_term_reward", rewardText(reward, format)],
    ...minDeposit,
    ["bonus_term_turnover", turnoverText(wagering, format)],
    ["bonus_term_games", games],
    maxBet,
    ["bonus_term_expiry_days", format.count(wagering.expiryDays)],
  ];
}

/**
 * The message after joining a campaign (`bonusJoin` answers a grant of bonus money, or an award of
 * points or free spins): what the member received and what comes next.
 */
export function joinedText(
  name: string,
  result: { grant: Pick<TBonusGrant, "bonus"> | null; award: TBonusAward | null },
  format: TOfferFormat,
  dateTime: (iso: string) => string,
): string {
  const { grant, award } = result;
  if (grant) return format.t("bonus_join_done", { name, amount: format.money(grant.bonus) });
  if (award?.kind === "points") {
    return format.t("bonus_join_done_points", { name, points: format.count(award.points) });
  }
  if (award?.kind === "free_spins") {
    return format.t("bonus_join_done_free_spins", {
      name,
      reward: awardText(award, format),
      date: dateTime(award.expiresAt),
    });
  }
  return format.t("bonus_join_done_generic", { name });
}
