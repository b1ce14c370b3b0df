import type { TPayout } from "@orchid/contract/payments";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { useFormatDateTime, useFormatShortDateTime } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { PAYOUT_STATUS } from "./payment-vocabulary.ts";
import styles from "./payments.module.css";
import { PayoutResolution } from "./payout-resolution.tsx";
import { ProofImages } from "./proof-images.tsx";
import { StateBadge } from "./state-badge.tsx";

const COLUMN_COUNT = 6;

/**
 * The payouts of one withdrawal, oldest first, with the member's confirmation state and, for a
 * payout reported not received, their proof and remark and, on a line below it, the operator's
 * resolution.
 */
export function PayoutList(props: { payouts: TPayout[]; canAct: boolean }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const formatShort = useFormatShortDateTime();
  const formatMinor = useFormatMinor();
  if (props.payouts.length === 0) return <p className={`muted ${styles.flat}`}>{t("bo_payouts_none")}</p>;

  return (
    <div className="table-wrap">
      <table className={`table ${styles.inner}`}>
        <thead>
          <tr>
            <th scope="col">{t("bo_created")}</th>
            <th scope="col" className={styles.amount}>
              {t("bo_payout_amount")}
            </th>
            <th scope="col">{t("bo_status")}</th>
            <th scope="col">{t("bo_payout_confirm_by")}</th>
            <th scope="col">{t("bo_payout_proofs")}</th>
            <th scope="col">{t("bo_payout_remark")}</th>
          </tr>
        </thead>
        <tbody>
          {props.payouts.map((payout) => (
            <Fragment key={payout.id}>
              <tr data-testid={`payout-${payout.id}`}>
                <td className={styles.nowrap} title={formatDateTime(payout.createdAt)}>
                  {formatShort(payout.createdAt)}
                </td>
                <td className={styles.amount}>{formatMinor(payout.amount)}</td>
                <td>
                  <StateBadge look={PAYOUT_STATUS[payout.status]} status={payout.status} />
                </td>
                <td className={styles.nowrap} title={formatDateTime(payout.confirmBy)}>
                  {formatShort(payout.confirmBy)}
                </td>
                <td className={styles.proofSmall}>
                  <ProofImages urls={payout.proofUrls} label={t("bo_payout_proofs")} />
                </td>
                <td className={styles.remark}>{payout.remark || "—"}</td>
              </tr>
              {payout.status === "not_received" && props.canAct && (
                <tr className={styles.resolveRow}>
                  <td colSpan={COLUMN_COUNT}>
                    <PayoutResolution payoutId={payout.id} />
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
