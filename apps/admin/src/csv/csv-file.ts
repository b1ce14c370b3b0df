import { stringify } from "csv-stringify/browser/esm/sync";

/** One column of an export: its heading (already translated) and the cell of a row. */
export type TCsvColumn<R> = { header: string; cell: (row: R) => string | number };

/**
 * A CSV file of `rows`: a heading line, then one line per row, quoted where a cell needs it.
 * It starts with a byte-order mark so spreadsheet programs read the Chinese headings as UTF-8.
 */
export function buildCsv<R>(columns: readonly TCsvColumn<R>[], rows: readonly R[]): string {
  const records = [
    columns.map((column) => column.header),
    ...rows.map((row) => columns.map((c) => c.cell(row))),
  ];
  // Lines end in CRLF, so a cell holding a bare line break must be quoted too.
  return `\uFEFF${stringify(records, { record_delimiter: "\r\n", quoted_match: /[\r\n]/ })}`;
}

/** Offers `text` as a file download named `fileName`. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
