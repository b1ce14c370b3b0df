import type { TLotterySlip } from "@orchid/contract/lottery";
import { useTranslation } from "react-i18next";
import form from "../../ui/auth-form.module.css";
import { useMoney } from "../wallet/use-money.ts";
import styles from "./bet-panel.module.css";
import { CancelSlipButton } from "./cancel-slip-button.tsx";

type TPlaceOutcomeProps = {
  placed: TLotterySlip | null;
  /** The placed slip's draw still takes bets, so the slip may still be cancelled. */
  canCancel: boolean;
  problem: string | null;
  onShowBets: () => void;
  onDismiss: () => void;
};

/** How placing went: the slip placed and the new balance, or why it was refused. */
export function PlaceOutcome({ placed, canCancel, problem, onShowBets, onDismiss }: TPlaceOutcomeProps) {
  const { t } = useTranslation();
  const money = useMoney();
  if (problem) {
    return (
      <p className={form.formError} role="alert" data-testid="lottery-place-problem">
        {problem}
      </p>
    );
  }
  if (!placed) return null;
  return (
    <div className={styles.placed} role="status" data-testid="lottery-place-result" data-slip-id={placed.id}>
      <p>
        {t("lott_placed", {
          id: placed.id,
          issue: placed.issue,
          lines: placed.lines.length,
          stake: money.withSymbol(placed.stake),
        })}
      </p>
      {placed.balance !== null && (
        <p data-testid="lottery-balance" data-minor={placed.balance}>
          {t("lott_new_balance", { balance: money.withSymbol(placed.balance) })}
        </p>
      )}
      <div className={styles.placedActions}>
        <button type="button" className={styles.linkButton} onClick={onShowBets}>
          {t("lott_view_my_bets")}
        </button>
        <button type="button" className={styles.linkButton} onClick={onDismiss}>
          {t("lott_dismiss")}
        </button>
      </div>
      {canCancel && <CancelSlipButton slipId={placed.id} onCancelled={onDismiss} />}
    </div>
  );
}
