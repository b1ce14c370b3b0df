import type { TBoWithdrawal, TBoWithdrawalDecisionValue } from "@orchid/contract/backoffice-payments";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatDateTime, useFormatShortDateTime } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { WITHDRAWAL_STATUS } from "./payment-vocabulary.ts";
import styles from "./payments.module.css";
import { QueueTable } from "./queue-table.tsx";
import { StateBadge } from "./state-badge.tsx";
import { WithdrawalDetails } from "./withdrawal-details.tsx";

const COLUMNS = [
  "bo_order_no",
  "bo_member",
  "bo_withdrawal_amount",
  "bo_withdrawal_paid",
  "bo_withdrawal_remaining",
  "bo_status",
  "bo_withdrawal_account",
  "bo_created",
];
const AMOUNT_COLUMNS = new Set(["bo_withdrawal_amount", "bo_withdrawal_paid", "bo_withdrawal_remaining"]);

/** Withdrawal orders, newest first, with the account to pay to in full; a row opens its details. */
export function WithdrawalTable(props: {
  rows: TBoWithdrawal[];
  openId: number | null;
  canAct: boolean;
  onToggle: (id: number) => void;
  onApprovalFiled: (value: TBoWithdrawalDecisionValue) => void;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const formatShort = useFormatShortDateTime();
  const formatMinor = useFormatMinor();

  return (
    <QueueTable
      kind="withdrawal"
      columns={COLUMNS}
      amountColumns={AMOUNT_COLUMNS}
      rows={props.rows}
      openId={props.openId}
      onToggle={props.onToggle}
      cells={(w) => (
        <>
          <td>
            <Link to={`/members/${w.memberId}`}>{w.username}</Link>
          </td>
          <td className={styles.amount}>{formatMinor(w.amount)}</td>
          <td className={styles.amount}>{formatMinor(w.paid)}</td>
          <td className={styles.amount}>{formatMinor(w.remaining)}</td>
          <td>
            <div className={styles.status}>
              <StateBadge look={WITHDRAWAL_STATUS[w.status]} status={w.status} />
              {w.status === "approving" && w.approvalId !== null && (
                <Link to="/approvals" className={styles.small}>
                  {t("bo_withdrawal_approval_link", { id: w.approvalId })}
                </Link>
              )}
            </div>
          </td>
          <td>
            <div>{w.account.bankName}</div>
            <div className={`mono ${styles.nowrap}`}>{w.accountNumber}</div>
            <small className="muted">{w.account.payeeName}</small>
          </td>
          <td className={styles.nowrap} title={formatDateTime(w.createdAt)}>
            {formatShort(w.createdAt)}
          </td>
        </>
      )}
      details={(w) => (
        <WithdrawalDetails withdrawal={w} canAct={props.canAct} onApprovalFiled={props.onApprovalFiled} />
      )}
    />
  );
}
