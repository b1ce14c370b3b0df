import type { TBoDeposit } from "@orchid/contract/backoffice-payments";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatDateTime, useFormatShortDateTime } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { DepositDetails } from "./deposit-details.tsx";
import { CHANNEL_KIND_KEYS, DEPOSIT_STATUS } from "./payment-vocabulary.ts";
import styles from "./payments.module.css";
import { QueueRow } from "./queue-row.tsx";
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
          {props.rows.map((d) => (
            <Fragment key={d.id}>
              <QueueRow
                testId={`deposit-row-${d.id}`}
                label={d.orderNo}
                isOpen={props.openId === d.id}
                onToggle={() => props.onToggle(d.id)}
                detailsId={`deposit-${d.id}-details`}
              >
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
              </QueueRow>
              {props.openId === d.id && (
                <tr className={styles.detailsRow} id={`deposit-${d.id}-details`}>
                  <td colSpan={COLUMNS.length}>
                    <DepositDetails deposit={d} canAct={props.canAct} />
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
