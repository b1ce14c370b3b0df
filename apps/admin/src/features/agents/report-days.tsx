import type { TTeamOverview } from "@orchid/contract/agent";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { ResultsTable } from "../../ui/results-table.tsx";
import styles from "./agents.module.css";

const COLUMNS = [
  "bo_agents_report_day",
  "bo_agents_report_registrations",
  "bo_agents_report_depositors",
  "bo_agents_report_deposits",
  "bo_agents_report_withdrawals",
  "bo_agents_report_bets",
  "bo_agents_report_valid_bet",
  "bo_agents_report_prizes",
  "bo_agents_report_net_profit",
];
const END = new Set(COLUMNS.slice(1));

/** The period day by day (the merchant's days). */
export function ReportDays(props: { days: TTeamOverview["days"] }) {
  const formatMinor = useFormatMinor();
  const formatNumber = useFormatNumber();
  if (props.days.length === 0) return null;
  return (
    <ResultsTable
      classNames={{ table: styles.table, end: styles.number }}
      columns={COLUMNS}
      endColumns={END}
      testId="report-days"
    >
      {props.days.map((day) => (
        <tr key={day.day}>
          <td className="mono">{day.day}</td>
          <td className={styles.number}>{formatNumber(day.registrations)}</td>
          <td className={styles.number}>{formatNumber(day.depositors)}</td>
          <td className={styles.number}>{formatMinor(day.deposits)}</td>
          <td className={styles.number}>{formatMinor(day.withdrawals)}</td>
          <td className={styles.number}>{formatMinor(day.betAmount)}</td>
          <td className={styles.number}>{formatMinor(day.validBet)}</td>
          <td className={styles.number}>{formatMinor(day.prizes)}</td>
          <td className={`${styles.number} ${day.netProfit < 0 ? styles.negative : ""}`}>
            {formatMinor(day.netProfit)}
          </td>
        </tr>
      ))}
    </ResultsTable>
  );
}
