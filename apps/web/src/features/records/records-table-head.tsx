import table from "../member-centre/centre-table.module.css";

/**
 * The heading row of a records table: one column a label, in the labels' order; the figures of
 * `endColumns` line up at the end.
 */
export function RecordsTableHead<TColumn extends string>(props: {
  labels: Record<TColumn, string>;
  endColumns: readonly TColumn[];
}) {
  const columns = Object.entries(props.labels) as [TColumn, string][];
  return (
    <thead>
      <tr>
        {columns.map(([column, label]) => (
          <th key={column} scope="col" className={props.endColumns.includes(column) ? table.end : undefined}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
