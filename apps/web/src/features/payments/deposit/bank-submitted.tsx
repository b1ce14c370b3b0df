import type { TDepositOrder } from "@orchid/contract/payments";
import { useTranslation } from "react-i18next";
import buttonStyles from "../../../ui/button.module.css";
import centre from "../../../ui/centre-page.module.css";
import { StatusBadge } from "../../member-centre/status-badge.tsx";
import { useMoney } from "../../wallet/use-money.ts";
import { DEPOSIT_TONES } from "../status-labels.ts";
import styles from "./deposit.module.css";

/** After a bank deposit: the order awaits an operator's approval. */
export function BankSubmitted({ order, onDone }: { order: TDepositOrder; onDone: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className={centre.card} data-testid="deposit-submitted" role="status">
      <div className={centre.cardHead}>
        <h4 className={centre.cardTitle}>{t("deposit_submitted_title")}</h4>
        <StatusBadge tone={DEPOSIT_TONES[order.status]} text={t(`deposit_status_${order.status}`)} />
      </div>
      <p className={centre.muted}>
        {t("deposit_order_line", { orderNo: order.orderNo, amount: money.withSymbol(order.amount) })}
      </p>
      <p className={centre.muted}>{t("deposit_submitted_text")}</p>
      <div className={styles.actions}>
        <button type="button" className={buttonStyles.ghost} data-testid="deposit-new" onClick={onDone}>
          {t("deposit_new")}
        </button>
      </div>
    </div>
  );
}
