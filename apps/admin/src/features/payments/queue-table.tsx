import { Fragment, type ReactNode } from "react";
import { ResultsTable } from "../../ui/results-table.tsx";
import styles from "./payments.module.css";
import { QueueRow } from "./queue-row.tsx";

/**
 * A money queue: header cells from translation keys (amount columns right-aligned), one
 * `QueueRow` per order (order number first) and, under the open one, its details across the row.
 */
export function QueueTable<T extends { id: number; orderNo: string }>(props: {
  /** Names the row and details test ids: `<kind>-row-<id>`, `<kind>-<id>-details`. */
  kind: "deposit" | "withdrawal";
  columns: readonly string[];
  amountColumns: ReadonlySet<string>;
  rows: T[];
  openId: number | null;
  onToggle: (id: number) => void;
  /** The cells after the order number. */
  cells: (row: T) => ReactNode;
  details: (row: T) => ReactNode;
}) {
  return (
    <ResultsTable
      classNames={{ table: styles.queue, end: styles.amount }}
      columns={props.columns}
      endColumns={props.amountColumns}
    >
      {props.rows.map((row) => {
        const detailsId = `${props.kind}-${row.id}-details`;
        return (
          <Fragment key={row.id}>
            <QueueRow
              testId={`${props.kind}-row-${row.id}`}
              label={row.orderNo}
              isOpen={props.openId === row.id}
              onToggle={() => props.onToggle(row.id)}
              detailsId={detailsId}
            >
              {props.cells(row)}
            </QueueRow>
            {props.openId === row.id && (
              <tr className={styles.detailsRow} id={detailsId}>
                <td colSpan={props.columns.length}>{props.details(row)}</td>
              </tr>
            )}
          </Fragment>
        );
      })}
    </ResultsTable>
  );
}
