import type { TAgentBill } from "@orchid/contract/agent";
import { useTranslation } from "react-i18next";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { ResultsTable } from "../../ui/results-table.tsx";
import { BILL_STATE_LOOKS, KIND_KEYS, PLATFORM_KEY } from "./agent-vocabulary.ts";
import styles from "./agents.module.css";
import { BillReview } from "./bill-review.tsx";
import { formatBp } from "./rate-percent.ts";
import { useFormatEpoch } from "./use-format-epoch.ts";

const COLUMNS = [
  "bo_agents_payee",
  "bo_agents_payer",
  "bo_agents_kind",
  "bo_agents_period",
  "bo_agents_team_valid_bet",
  "bo_agents_active_members",
  "bo_agents_tier",
  "bo_agents_rate",
  "bo_agents_gross",
  "bo_agents_children",
  "bo_agents_net",
  "bo_agents_paid",
  "bo_agents_state",
  "bo_action",
];
const END = new Set([
  "bo_agents_team_valid_bet",
  "bo_agents_active_members",
  "bo_agents_tier",
  "bo_agents_rate",
  "bo_agents_gross",
  "bo_agents_children",
  "bo_agents_net",
  "bo_agents_paid",
]);

/**
 * One row per bill: who earns it and who pays it (an upline, or the platform), the period and
 * the team's figures, what was earned, passed on to downlines, kept and paid, and its state.
 */
export function BillsTable(props: {
  rows: TAgentBill[];
  canReview: boolean;
  onReviewFiled: (bill: TAgentBill) => void;
}) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const formatEpoch = useFormatEpoch();
  return (
    <ResultsTable
      classNames={{ table: styles.table, end: styles.number }}
      columns={COLUMNS}
      endColumns={END}
      testId="bills-table"
    >
      {props.rows.map((bill) => {
        const look = BILL_STATE_LOOKS[bill.state];
        return (
          <tr key={bill.id} data-testid={`bill-${bill.id}`}>
            <td>{bill.payee}</td>
            <td>{bill.payer ?? <span className="muted">{t(PLATFORM_KEY)}</span>}</td>
            <td className={styles.nowrap}>{t(KIND_KEYS[bill.kind])}</td>
            <td className={`mono ${styles.nowrap}`}>
              <div>{formatEpoch(bill.periodStart)}</div>
              <div className="muted">{formatEpoch(bill.periodEnd)}</div>
            </td>
            <td className={styles.number}>{formatMinor(bill.teamValidBet)}</td>
            <td className={styles.number}>{bill.activeMembers}</td>
            <td className={styles.number}>{bill.tier ?? "—"}</td>
            <td className={styles.number}>{formatBp(bill.rateBp)}</td>
            <td className={styles.number}>{formatMinor(bill.grossAmount)}</td>
            <td className={styles.number}>{formatMinor(bill.childrenAmount)}</td>
            <td className={styles.number}>{formatMinor(bill.netAmount)}</td>
            <td className={styles.number}>{formatMinor(bill.paidAmount)}</td>
            <td>
              <span className={look.badge} data-status={bill.state}>
                {t(look.key)}
              </span>
            </td>
            <td>
              {bill.state === "awaiting_review" && props.canReview ? (
                <BillReview bill={bill} onFiled={props.onReviewFiled} />
              ) : (
                "—"
              )}
            </td>
          </tr>
        );
      })}
    </ResultsTable>
  );
}
