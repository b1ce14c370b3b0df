import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * A list's table in its sideways-scrolling frame: one header cell a translation key (figure
 * columns aligned by the caller's end class), and the rows the caller draws. A table with row
 * actions names `bo_action` as its last column.
 */
export function ResultsTable(props: {
  /** The screen's own classes: its table's (width, density), beside the shared `table`, and its figures'. */
  classNames?: { table: string | undefined; end: string | undefined };
  columns: readonly string[];
  endColumns?: ReadonlySet<string>;
  testId?: string;
  /** The body's rows. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const tableClass = props.classNames?.table ? `table ${props.classNames.table}` : "table";
  return (
    <div className="table-wrap">
      <table className={tableClass} data-testid={props.testId}>
        <thead>
          <tr>
            {props.columns.map((key) => (
              <th
                key={key}
                scope="col"
                className={props.endColumns?.has(key) ? props.classNames?.end : undefined}
              >
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}
