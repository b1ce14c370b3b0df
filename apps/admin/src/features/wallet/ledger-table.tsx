import type { TRecordRow } from "@orchid/contract/wallet";
import { useTranslation } from "react-i18next";
import { useFormatDateTime } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import styles from "./wallet.module.css";
import { RECORD_STATUS, RECORD_TYPE_KEYS } from "./wallet-vocabulary.ts";

/** Ledger lines, newest first: signed amounts (green in, red out) and the main balance after each. */
export function LedgerTable(props: { rows: TRecordRow[] }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const formatMinor = useFormatMinor();

  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t("bo_time")}</th>
            <th scope="col">{t("bo_ledger_type")}</th>
            <th scope="col">{t("bo_ledger_wallet")}</th>
            <th scope="col" className={styles.amount}>
              {t("bo_ledger_amount")}
            </th>
            <th scope="col" className={styles.amount}>
              {t("bo_ledger_balance_after")}
            </th>
            <th scope="col">{t("bo_status")}</th>
            <th scope="col">{t("bo_ledger_reference")}</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.id} data-testid="ledger-row">
              <td className={styles.nowrap}>{formatDateTime(row.createdAt)}</td>
              <td>{t(RECORD_TYPE_KEYS[row.type])}</td>
              <td className="mono">{row.wallet}</td>
              <td className={`${styles.amount} ${row.amount < 0 ? styles.out : styles.in}`}>
                {row.amount > 0 ? "+" : ""}
                {formatMinor(row.amount)}
              </td>
              <td className={styles.amount}>{formatMinor(row.balanceAfter)}</td>
              <td>
                <span className={RECORD_STATUS[row.status].badge}>{t(RECORD_STATUS[row.status].key)}</span>
              </td>
              <td className={`mono ${styles.reference}`}>{row.reference ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
