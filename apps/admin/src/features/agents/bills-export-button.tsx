import type { TInputOf } from "@orchid/contract/endpoint-io";
import { useTranslation } from "react-i18next";
import { api } from "../../api/console-api.ts";
import { CsvExportButton } from "../../csv/csv-export-button.tsx";
import { buildCsv } from "../../csv/csv-file.ts";
import { fetchAllPages } from "../../csv/fetch-all-pages.ts";
import { billCsvColumns } from "./bill-csv.ts";
import { useFormatEpoch } from "./use-format-epoch.ts";

type TBillQuery = Omit<TInputOf<"boAgentBills">, "page" | "pageSize">;

/** Downloads every bill of the current filter (all pages) as a CSV file. */
export function BillsExportButton(props: { query: TBillQuery; disabled: boolean }) {
  const { t } = useTranslation();
  const formatEpoch = useFormatEpoch(true);

  async function build() {
    const { rows, truncated } = await fetchAllPages((page) =>
      api.request("boAgentBills", { ...props.query, page, pageSize: 100 }),
    );
    const csv = buildCsv(
      billCsvColumns(t, (ms) => formatEpoch(ms)),
      rows,
    );
    return {
      fileName: `agent-bills-${props.query.preset ?? "today"}.csv`,
      csv,
      count: rows.length,
      truncated,
    };
  }

  return <CsvExportButton build={build} disabled={props.disabled} testId="bills-export" />;
}
