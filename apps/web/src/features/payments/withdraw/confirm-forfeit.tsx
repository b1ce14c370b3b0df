import type { TFunction } from "i18next";
import buttonStyles from "../../../ui/button.module.css";
import { showDialog } from "../../../ui/dialog-store.ts";
import styles from "../../bonus/bonus.module.css";
import { ProgressBar } from "../../bonus/progress-bar.tsx";
import { wageringProgress } from "../../bonus/wagering-progress.ts";
import type { TActiveBonus } from "./active-bonuses.ts";

type TConfirmForfeit = {
  grants: TActiveBonus[];
  t: TFunction;
  money: (minor: number) => string;
  percent: (whole: number) => string;
  /** "Give up and withdraw": the form sends the withdrawal again with forfeitBonuses. */
  onConfirm: () => void;
};

/**
 * A withdrawal met active bonuses (BONUS_ACTIVE): lists each with its wagering progress and asks
 * whether to give them up. "Keep my bonus" (the default, and Escape) closes and sends nothing.
 */
export function confirmForfeit({ grants, t, money, percent, onConfirm }: TConfirmForfeit): void {
  showDialog({
    name: "withdraw-bonus-forfeit",
    icon: "warning",
    title: t("bonus_forfeit_title"),
    text: t("bonus_forfeit_text"),
    width: 460,
    body: (
      <ul className={styles.forfeits} data-testid="withdraw-bonus-forfeit-list">
        {grants.map((grant) => (
          <li key={grant.id} className={styles.forfeit}>
            <span className={styles.grantAmount}>
              {t("bonus_forfeit_item", { amount: money(grant.bonus) })}
            </span>
            <ProgressBar
              progress={wageringProgress(grant.counted, grant.required)}
              counted={grant.counted}
              required={grant.required}
              money={money}
              percent={percent}
            />
          </li>
        ))}
      </ul>
    ),
    buttons: [
      { title: t("bonus_forfeit_keep"), isDefault: true },
      {
        title: t("bonus_forfeit_confirm"),
        className: buttonStyles.ghost,
        handler: () => {
          onConfirm();
          return undefined;
        },
      },
    ],
  });
}
