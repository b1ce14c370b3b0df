import type { TRedeem } from "@orchid/contract/points";
import { useTranslation } from "react-i18next";
import form from "../../ui/auth-form.module.css";
import buttonStyles from "../../ui/button.module.css";
import centre from "../../ui/centre-page.module.css";
import { StatusBadge } from "../member-centre/status-badge.tsx";
import { useMoney } from "../wallet/use-money.ts";
import styles from "./points.module.css";
import { REDEEM_TONES } from "./redeem-states.ts";
import { usePointsFormat } from "./use-points-format.ts";

type TRedeemDoneProps = { redeem: TRedeem; onClose: () => void; onShowHistory: () => void };

/** A filed redeem: its reference and state (applying until an operator decides), and what it holds. */
export function RedeemDone({ redeem, onClose, onShowHistory }: TRedeemDoneProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = usePointsFormat();
  return (
    <div className={centre.page} data-testid="points-redeem-done">
      <p className={centre.success} role="status">
        {t("points_redeem_done")}
      </p>
      <dl className={styles.totals}>
        <div>
          <dt>{t("record_reference")}</dt>
          <dd data-testid="points-redeem-reference">{redeem.reference}</dd>
        </div>
        <div>
          <dt>{t("record_status")}</dt>
          <dd>
            <StatusBadge
              tone={REDEEM_TONES[redeem.state]}
              text={t(`points_state_${redeem.state}`)}
              testId="points-redeem-state"
            />
          </dd>
        </div>
        <div>
          <dt>{t("points_product")}</dt>
          <dd>
            {t("points_product_quantity", {
              name: redeem.productName,
              quantity: format.count(redeem.quantity),
            })}
          </dd>
        </div>
        <div>
          <dt>{t("points_total_points")}</dt>
          <dd>{format.count(redeem.points)}</dd>
        </div>
        {redeem.amount > 0 && (
          <div>
            <dt>{t("points_total_cash")}</dt>
            <dd>{money.withSymbol(redeem.amount)}</dd>
          </div>
        )}
      </dl>
      {redeem.state === "applying" && <p className={centre.muted}>{t("points_redeem_applying_hint")}</p>}
      <div className={form.actions}>
        <button
          type="button"
          className={buttonStyles.ghost}
          data-testid="points-redeem-history"
          onClick={onShowHistory}
        >
          {t("points_redeem_view_history")}
        </button>
        <button type="button" className={buttonStyles.primary} onClick={onClose}>
          {t("dialog_close")}
        </button>
      </div>
    </div>
  );
}
