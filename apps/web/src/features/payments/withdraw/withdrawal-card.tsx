import type { TWithdrawal } from "@orchid/contract/payments";
import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useTranslation } from "react-i18next";
import { StatusBadge } from "../../member-centre/status-badge.tsx";
import { useSiteInfo } from "../../system-status/site-info-context.ts";
import { useMoney } from "../../wallet/use-money.ts";
import { WITHDRAWAL_TONES } from "../status-labels.ts";
import { PayoutRow } from "./payout-row.tsx";
import styles from "./withdraw.module.css";

/** One withdrawal: amount, paid, remaining, status, account, and each payout with its confirmation. */
export function WithdrawalCard({ withdrawal }: { withdrawal: TWithdrawal }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const figures = [
    { key: "amount", label: t("field_amount"), value: withdrawal.amount },
    { key: "paid", label: t("withdrawal_paid"), value: withdrawal.paid },
    { key: "remaining", label: t("withdrawal_remaining"), value: withdrawal.remaining },
  ];
  return (
    <article className={styles.withdrawal} data-testid={`withdrawal-row-${withdrawal.id}`}>
      <header className={styles.withdrawalHead}>
        <div className={styles.withdrawalTitle}>
          <span className={styles.orderNo}>{withdrawal.orderNo}</span>
          <time className={styles.time} dateTime={withdrawal.createdAt}>
            {formatZonedDateTime(new Date(withdrawal.createdAt), timeZone)}
          </time>
        </div>
        <StatusBadge
          tone={WITHDRAWAL_TONES[withdrawal.status]}
          text={t(`withdrawal_status_${withdrawal.status}`)}
          testId={`withdrawal-${withdrawal.id}-status`}
        />
      </header>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.key}>
            <dt>{figure.label}</dt>
            <dd data-testid={`withdrawal-${withdrawal.id}-${figure.key}`}>{money.plain(figure.value)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.payoutLine}>
        <bdi>{withdrawal.account.bankName}</bdi> · {withdrawal.account.accountNumberMasked}
      </p>
      {withdrawal.payouts.length > 0 && (
        <ul className={styles.payouts} aria-label={t("payouts")}>
          {withdrawal.payouts.map((payout) => (
            <PayoutRow key={payout.id} payout={payout} />
          ))}
        </ul>
      )}
    </article>
  );
}
