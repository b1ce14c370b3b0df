import type { TLotteryBetType } from "@orchid/contract/lottery";
import { useTranslation } from "react-i18next";
import styles from "./bet-panel.module.css";
import { useBetTypeText } from "./use-bet-type-text.ts";

type TBetTypeTabsProps = {
  betTypes: readonly TLotteryBetType[];
  value: string;
  onChange: (code: string) => void;
};

/** The game's bet types at the merchant's prices, one tab each. */
export function BetTypeTabs({ betTypes, value, onChange }: TBetTypeTabsProps) {
  const { t } = useTranslation();
  const text = useBetTypeText();
  return (
    <div className={styles.betTypes} role="tablist" aria-label={t("lott_bet_types")}>
      {betTypes.map((betType) => (
        <button
          key={betType.code}
          type="button"
          role="tab"
          className={styles.betType}
          aria-selected={betType.code === value}
          data-testid="lottery-bet-type"
          data-bet-type={betType.code}
          onClick={() => onChange(betType.code)}
        >
          {text.name(betType.code)}
        </button>
      ))}
    </div>
  );
}
