import type { TInputOf } from "@orchid/contract/endpoint-io";
import { useTranslation } from "react-i18next";
import { api } from "../../api/console-api.ts";
import { CsvExportButton } from "../../csv/csv-export-button.tsx";
import { buildCsv } from "../../csv/csv-file.ts";
import { fetchAllPages } from "../../csv/fetch-all-pages.ts";
import { useFormatDateTime } from "../../i18n/use-format.ts";
import { betCsvColumns, betCsvRows } from "./bet-csv.ts";

type TBetQuery = Omit<TInputOf<"boBookBets">, "page" | "pageSize">;

/** The most bets one page of the export asks for (the search's own limit). */
const EXPORT_PAGE_SIZE = 1_000;

/** Downloads every bet of the current search (all pages, 1,000 at a time), a row per leg, as a CSV file. */
export function BetsExportButton(props: { query: TBetQuery; fileName: string; disabled: boolean }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();

  async function build() {
    const { rows, truncated } = await fetchAllPages((page) =>
      api.request("boBookBets", { ...props.query, page, pageSize: EXPORT_PAGE_SIZE }),
    );
    const lines = betCsvRows(rows);
    return {
      fileName: props.fileName,
      csv: buildCsv(betCsvColumns(t, formatDateTime), lines),
      count: lines.length,
      truncated,
    };
  }

  return <CsvExportButton build={build} disabled={props.disabled} testId="book-bets-export" />;
}
