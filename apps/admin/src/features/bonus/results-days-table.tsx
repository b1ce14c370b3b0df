import { useFormatNumber } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { ResultsTable } from "../../ui/results-table.tsx";
import styles from "./bonus.module.css";
import type { TResultDay } from "./results-days.ts";

const COLUMNS = [
  "bo_bonus_day",
  "bo_bonus_grants",
  "bo_bonus_granted",
  "bo_bonus_converted",
  "bo_bonus_forfeited",
  "bo_bonus_expired",
];
const END = new Set(COLUMNS.slice(1));

/** The campaign's days with activity (the merchant's days), newest first. */
export function ResultsDaysTable(props: {
  days: readonly TResultDay[];
  /** The granted column in the campaign's unit: money, or points for a points campaign. */
  formatGranted: (granted: number) => string;
}) {
  const formatMinor = useFormatMinor();
  const formatNumber = useFormatNumber();
  const newestFirst = [...props.days].sort((a, b) => b.day.localeCompare(a.day));
  return (
    <ResultsTable
      classNames={{ table: `${styles.table} ${styles.narrow}`, end: styles.number }}
      columns={COLUMNS}
      endColumns={END}
      testId="bonus-results-days"
    >
      {newestFirst.map((day) => (
        <tr key={day.day}>
          <td className="mono">{day.day}</td>
          <td className={styles.number}>{formatNumber(day.grants)}</td>
          <td className={styles.number}>{props.formatGranted(day.granted)}</td>
          <td className={styles.number}>{formatMinor(day.converted)}</td>
          <td className={styles.number}>{formatMinor(day.forfeited)}</td>
          <td className={styles.number}>{formatMinor(day.expired)}</td>
        </tr>
      ))}
    </ResultsTable>
  );
}
