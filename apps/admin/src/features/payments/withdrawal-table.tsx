import type { TBoWithdrawal, TBoWithdrawalDecisionValue } from "@orchid/contract/backoffice-payments";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatDateTime, useFormatShortDateTime } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { WITHDRAWAL_STATUS } from "./payment-vocabulary.ts";
import styles from "./payments.module.css";
import { QueueRow } from "./queue-row.tsx";
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
    <div className="table-wrap">
      <table className={`table ${styles.queue}`}>
        <thead>
          <tr>
            {COLUMNS.map((key) => (
              <th key={key} scope="col" className={AMOUNT_COLUMNS.has(key) ? styles.amount : undefined}>
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((w) => (
            <Fragment key={w.id}>
              <QueueRow
                testId={`withdrawal-row-${w.id}`}
                label={w.orderNo}
                isOpen={props.openId === w.id}
                onToggle={() => props.onToggle(w.id)}
                detailsId={`withdrawal-${w.id}-details`}
              >
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
              </QueueRow>
              {props.openId === w.id && (
                <tr className={styles.detailsRow} id={`withdrawal-${w.id}-details`}>
                  <td colSpan={COLUMNS.length}>
                    <WithdrawalDetails
                      withdrawal={w}
                      canAct={props.canAct}
                      onApprovalFiled={props.onApprovalFiled}
                    />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
