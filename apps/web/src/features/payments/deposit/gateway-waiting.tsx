import type { TDepositOrder } from "@orchid/contract/payments";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import buttonStyles from "../../../ui/button.module.css";
import centre from "../../../ui/centre-page.module.css";
import { StatusBadge } from "../../member-centre/status-badge.tsx";
import { refreshAfterMoneyMoved } from "../../wallet/member-data-keys.ts";
import { useMoney } from "../../wallet/use-money.ts";
import { DEPOSIT_TONES } from "../status-labels.ts";
import { useDeposits } from "../use-deposits.ts";
import styles from "./deposit.module.css";

const POLL_MS = 3000;
const OPEN_STATUSES = new Set(["pending", "awaiting_approval"]);

type TGatewayWaitingProps = { order: TDepositOrder; isBlocked: boolean; onDone: () => void };

/**
 * After a gateway deposit: "waiting for payment" while the order's status is fetched every 3 s,
 * until it is credited or failed; a link opens the pay page when the pop-up was blocked.
 */
export function GatewayWaiting({ order, isBlocked, onDone }: TGatewayWaitingProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [isOpen, setIsOpen] = useState(true);
  const deposits = useDeposits(1, isOpen ? POLL_MS : false);
  const latest = deposits.data?.rows.find((row) => row.id === order.id) ?? order;
  const isSettled = !OPEN_STATUSES.has(latest.status);

  useEffect(() => {
    if (!isSettled) return;
    setIsOpen(false);
    if (latest.status === "credited") refreshAfterMoneyMoved();
  }, [isSettled, latest.status]);

  return (
    <div className={centre.card} data-testid="deposit-waiting" aria-live="polite">
      <div className={centre.cardHead}>
        <h4 className={centre.cardTitle}>
          {isSettled ? t(`deposit_status_${latest.status}`) : t("deposit_waiting_title")}
        </h4>
        <StatusBadge
          tone={DEPOSIT_TONES[latest.status]}
          text={t(`deposit_status_${latest.status}`)}
          testId="deposit-waiting-status"
        />
      </div>
      <p className={centre.muted}>
        {t("deposit_order_line", { orderNo: latest.orderNo, amount: money.withSymbol(latest.amount) })}
      </p>
      {!isSettled && (
        <p className={styles.waiting}>
          <span className={styles.spinner} aria-hidden="true" />
          {t(isBlocked ? "deposit_popup_blocked" : "deposit_waiting_text")}
        </p>
      )}
      {latest.status === "credited" && (
        <p className={centre.success}>
          {t("deposit_credited_text", { amount: money.withSymbol(latest.credit) })}
        </p>
      )}
      <div className={styles.actions}>
        {!isSettled && latest.payUrl && (
          <a
            className={isBlocked ? buttonStyles.primary : buttonStyles.ghost}
            href={latest.payUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="deposit-pay-link"
          >
            {t("deposit_open_pay_page")}
          </a>
        )}
        <button type="button" className={buttonStyles.ghost} data-testid="deposit-new" onClick={onDone}>
          {t("deposit_new")}
        </button>
      </div>
    </div>
  );
}
