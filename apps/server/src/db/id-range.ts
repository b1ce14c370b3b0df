/**
 * The lowest and highest id of a batch's rows. An update joined to its rows by id (`from
 * unnest(…) as r where t.id = r.id`) can be planned as a merge along the primary key, whose scan
 * starts at the table's first row unless the statement bounds it: `and t.id between low and high`
 * keeps each batch to its own part of the key (without it a settlement's batches each read every
 * row before their own, measured in bench/README.md). No rows: an empty range (0 to −1).
 */
export function idRange(rows: readonly { id: number }[]): { low: number; high: number } {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const row of rows) {
    if (row.id < low) low = row.id;
    if (row.id > high) high = row.id;
  }
  return rows.length === 0 ? { low: 0, high: -1 } : { low, high };
}
