import type { TBoDeposit } from "@orchid/contract/backoffice-payments";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatDateTime, useFormatShortDateTime } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { DepositDetails } from "./deposit-details.tsx";
import { CHANNEL_KIND_KEYS, DEPOSIT_STATUS } from "./payment-vocabulary.ts";
import styles from "./payments.module.css";
import { QueueTable } from "./queue-table.tsx";
import { StateBadge } from "./state-badge.tsx";

const COLUMNS = [
  "bo_order_no",
  "bo_member",
  "bo_deposit_channel",
  "bo_deposit_amount",
  "bo_deposit_fee",
  "bo_deposit_credit",
  "bo_status",
  "bo_deposit_times",
];
const AMOUNT_COLUMNS = new Set(["bo_deposit_amount", "bo_deposit_fee", "bo_deposit_credit"]);

/** Deposit orders, newest first; a row opens its details below it. */
export function DepositTable(props: {
  rows: TBoDeposit[];
  openId: number | null;
  canAct: boolean;
  onToggle: (id: number) => void;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const formatShort = useFormatShortDateTime();
  const formatMinor = useFormatMinor();

  return (
    <QueueTable
      kind="deposit"
      columns={COLUMNS}
      amountColumns={AMOUNT_COLUMNS}
      rows={props.rows}
      openId={props.openId}
      onToggle={props.onToggle}
      cells={(d) => (
        <>
          <td>
            <Link to={`/members/${d.memberId}`}>{d.username}</Link>
          </td>
          <td className={styles.nowrap}>
            <div>{d.channelName}</div>
            <small className="muted">{t(CHANNEL_KIND_KEYS[d.channelKind])}</small>
          </td>
          <td className={styles.amount}>{formatMinor(d.amount)}</td>
          <td className={styles.amount}>{formatMinor(d.fee)}</td>
          <td className={styles.amount}>{formatMinor(d.credit)}</td>
          <td>
            <StateBadge look={DEPOSIT_STATUS[d.status]} status={d.status} />
          </td>
          <td className={styles.nowrap}>
            <div title={formatDateTime(d.createdAt)}>{formatShort(d.createdAt)}</div>
            {d.settledAt && (
              <small className="muted" title={formatDateTime(d.settledAt)}>
                {t("bo_deposit_settled_at", { at: formatShort(d.settledAt) })}
              </small>
            )}
          </td>
        </>
      )}
      details={(d) => <DepositDetails deposit={d} canAct={props.canAct} />}
    />
  );
}
