import type { TBonusReward, TBonusWagering } from "@orchid/contract/bonus";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { BASIS_KEYS } from "./bonus-vocabulary.ts";
import { hasWagering } from "./campaign-rules.ts";

/**
 * A campaign's terms in one line: "100 % up to 500.00, 20× deposit and bonus", "5,000 points,
 * no wagering", "20 free spins on Lucky Koi at 0.20 a spin, 30× winnings".
 */
export function useRewardSummary(): (
  reward: TBonusReward,
  wagering: TBonusWagering,
  gameName?: string | null,
) => string {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const formatNumber = useFormatNumber();
  return useCallback(
    (reward, wagering, gameName) => {
      const what = rewardTextOf(reward, gameName ?? null, { t, formatMinor, formatNumber });
      const turnover = !hasWagering(reward.kind)
        ? t("bo_bonus_summary_no_wagering")
        : reward.kind === "free_spins"
          ? t("bo_bonus_summary_wagering_winnings", { multiple: wagering.multiple })
          : t("bo_bonus_summary_wagering", {
              multiple: wagering.multiple,
              basis: t(BASIS_KEYS[wagering.basis]),
            });
      return t("bo_bonus_summary", { reward: what, wagering: turnover });
    },
    [t, formatMinor, formatNumber],
  );
}

type TFormatters = {
  t: (key: string, values?: Record<string, string | number>) => string;
  formatMinor: (amountMinor: number) => string;
  formatNumber: (value: number) => string;
};

/** The reward part of the summary. */
function rewardTextOf(
  reward: TBonusReward,
  gameName: string | null,
  { t, formatMinor, formatNumber }: TFormatters,
): string {
  switch (reward.kind) {
    case "percent":
      return t("bo_bonus_summary_percent", { percent: reward.percent, cap: formatMinor(reward.cap) });
    case "fixed":
      return t("bo_bonus_summary_fixed", { amount: formatMinor(reward.amount) });
    case "points":
      return t("bo_bonus_points_amount", { points: formatNumber(reward.points) });
    case "free_spins":
      return t("bo_bonus_summary_free_spins", {
        spins: formatNumber(reward.spins),
        game: gameName ?? t("bo_bonus_spins_game_saved", { id: reward.gameId }),
        stake: formatMinor(reward.lines * reward.betPerLine),
      });
  }
}

/**
 * What a campaign has granted (its `granted`, or a day's) in the campaign's unit: points for a
 * points campaign, else money (bonus money, or free spins at their stakes).
 */
export function useFormatGranted(): (reward: Pick<TBonusReward, "kind">, granted: number) => string {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const formatNumber = useFormatNumber();
  return useCallback(
    (reward, granted) =>
      reward.kind === "points"
        ? t("bo_bonus_points_amount", { points: formatNumber(granted) })
        : formatMinor(granted),
    [t, formatMinor, formatNumber],
  );
}
