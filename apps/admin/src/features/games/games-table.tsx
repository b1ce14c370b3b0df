import type { ReactNode } from "react";
import { ResultsTable } from "../../ui/results-table.tsx";
import styles from "./games.module.css";

/** A games screen's list: wide and dense, its figure columns (and the action column) at the end. */
export function GamesTable(props: {
  columns: readonly string[];
  numberColumns: ReadonlySet<string>;
  testId: string;
  children: ReactNode;
}) {
  return (
    <ResultsTable
      classNames={{ table: styles.table, end: styles.number }}
      columns={props.columns}
      endColumns={props.numberColumns}
      testId={props.testId}
    >
      {props.children}
    </ResultsTable>
  );
}
