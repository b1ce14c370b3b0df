import type { TBonusReward, TBonusWagering } from "@orchid/contract/bonus";
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

/** What a reward gives: "50% up to K 4,000.00", or "K 2,000.00". */
export function rewardText(reward: TBonusReward, format: TOfferFormat): string {
  if (reward.kind === "fixed") return format.money(reward.amount);
  return format.t("bonus_reward_percent", {
    percent: format.percent(reward.percent),
    cap: format.money(reward.cap),
  });
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
 * The bonus a deposit earns, minor units, by the server's rule: nothing below the minimum
 * deposit; a fixed amount, or the percent of the deposit rounded down and capped. Null when the
 * deposit earns nothing (the server would refuse the choice).
 */
export function bonusForDeposit(reward: TBonusReward, deposit: number): number | null {
  if (deposit < reward.minDeposit) return null;
  if (reward.kind === "fixed") return reward.amount;
  const bonus = Math.min(reward.cap, Math.floor((deposit * reward.percent) / 100));
  return bonus > 0 ? bonus : null;
}

/** The smallest deposit that earns the reward anything, minor units. */
export function smallestQualifyingDeposit(reward: TBonusReward): number {
  if (reward.kind === "fixed") return reward.minDeposit;
  // floor(deposit × percent / 100) ≥ 1 exactly when deposit × percent ≥ 100.
  return Math.max(reward.minDeposit, Math.ceil(100 / reward.percent));
}
