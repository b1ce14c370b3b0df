import type { TBonusReward, TBonusWagering } from "@orchid/contract/bonus";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { BASIS_KEYS } from "./bonus-vocabulary.ts";

/** A campaign's terms in one line: "100 % up to 500.00, 20× deposit and bonus". */
export function useRewardSummary(): (reward: TBonusReward, wagering: TBonusWagering) => string {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  return useCallback(
    (reward, wagering) => {
      const what =
        reward.kind === "percent"
          ? t("bo_bonus_summary_percent", { percent: reward.percent, cap: formatMinor(reward.cap) })
          : t("bo_bonus_summary_fixed", { amount: formatMinor(reward.amount) });
      const turnover = t("bo_bonus_summary_wagering", {
        multiple: wagering.multiple,
        basis: t(BASIS_KEYS[wagering.basis]),
      });
      return t("bo_bonus_summary", { reward: what, wagering: turnover });
    },
    [t, formatMinor],
  );
}
