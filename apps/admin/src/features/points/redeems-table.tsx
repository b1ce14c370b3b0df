import type { TValueOf } from "@orchid/contract/endpoint-io";
import { useTranslation } from "react-i18next";
import { useFormatDateTime, useFormatNumber, useFormatShortDateTime } from "../../i18n/use-format.ts";
import { ResultsTable } from "../../ui/results-table.tsx";
import styles from "./points.module.css";
import { REDEEM_STATE_LOOKS } from "./points-vocabulary.ts";
import { useFormatCash } from "./use-format-cash.ts";

export type TConsoleRedeem = TValueOf<"boRedeems">["rows"][number];

const COLUMNS = [
  "bo_points_col_reference",
  "bo_member",
  "bo_points_col_product",
  "bo_points_col_quantity",
  "bo_points_col_points",
  "bo_points_col_cash",
  "bo_points_col_address",
  "bo_points_col_remark",
  "bo_created",
  "bo_status",
  "bo_points_col_decision",
  "bo_action",
];
const END_COLUMNS = new Set([
  "bo_points_col_quantity",
  "bo_points_col_points",
  "bo_points_col_cash",
  "bo_action",
]);

/**
 * Redeems, newest first: what the member asked for and what it holds; a decided one with when and
 * the operator's note. One still applying may be approved or rejected (bonus.grant).
 */
export function RedeemsTable(props: {
  rows: TConsoleRedeem[];
  canDecide: boolean;
  onDecide: (redeem: TConsoleRedeem, decision: "approve" | "reject") => void;
}) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const formatCash = useFormatCash();
  const formatDateTime = useFormatDateTime();
  const formatShort = useFormatShortDateTime();
  return (
    <ResultsTable
      classNames={{ table: styles.table, end: styles.number }}
      columns={COLUMNS}
      endColumns={END_COLUMNS}
      testId="points-redeems-table"
    >
      {props.rows.map((redeem) => {
        const look = REDEEM_STATE_LOOKS[redeem.state];
        return (
          <tr key={redeem.id} data-testid={`points-redeem-${redeem.id}`}>
            <td className={`mono ${styles.nowrap}`}>{redeem.reference}</td>
            <td className="mono">{redeem.username}</td>
            <td className={styles.nameCell}>
              {redeem.productName || `#${redeem.productId}`}
              <span className={styles.sub}>#{redeem.productId}</span>
            </td>
            <td className={styles.number}>{formatNumber(redeem.quantity)}</td>
            <td className={styles.number}>{formatNumber(redeem.points)}</td>
            <td className={styles.number}>{redeem.amount > 0 ? formatCash(redeem.amount) : "—"}</td>
            <td className={styles.textCell}>{redeem.address || <span className="muted">—</span>}</td>
            <td className={styles.textCell}>{redeem.remark || <span className="muted">—</span>}</td>
            <td className={styles.nowrap}>
              <span title={formatDateTime(redeem.createdAt)}>{formatShort(redeem.createdAt)}</span>
            </td>
            <td>
              <span className={look.badge} data-state={redeem.state}>
                {t(look.key)}
              </span>
            </td>
            <td className={styles.textCell}>
              {redeem.decidedAt && (
                <span className={styles.sub} title={formatDateTime(redeem.decidedAt)}>
                  {formatShort(redeem.decidedAt)}
                </span>
              )}
              {redeem.note}
            </td>
            <td>
              <div className={styles.actions}>
                {props.canDecide && redeem.state === "applying" && (
                  <>
                    <button
                      type="button"
                      className="btn btn-small btn-primary"
                      onClick={() => props.onDecide(redeem, "approve")}
                      data-testid={`points-redeem-${redeem.id}-approve`}
                    >
                      {t("bo_decision_approve")}
                    </button>
                    <button
                      type="button"
                      className="btn btn-small btn-danger"
                      onClick={() => props.onDecide(redeem, "reject")}
                      data-testid={`points-redeem-${redeem.id}-reject`}
                    >
                      {t("bo_decision_reject")}
                    </button>
                  </>
                )}
              </div>
            </td>
          </tr>
        );
      })}
    </ResultsTable>
  );
}
