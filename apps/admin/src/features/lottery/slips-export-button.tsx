import type { TInputOf } from "@orchid/contract/endpoint-io";
import { useTranslation } from "react-i18next";
import { api } from "../../api/console-api.ts";
import { CsvExportButton } from "../../csv/csv-export-button.tsx";
import { buildCsv } from "../../csv/csv-file.ts";
import { fetchAllPages } from "../../csv/fetch-all-pages.ts";
import { useFormatDateTime } from "../../i18n/use-format.ts";
import { SLIP_STATE_LOOKS } from "./lottery-vocabulary.ts";
import { slipCsvColumns, slipCsvRows } from "./slip-csv.ts";

type TSlipQuery = Omit<TInputOf<"boLotterySlips">, "page" | "pageSize">;

/** Downloads every slip of the current search (all pages), a row per line, as a CSV file. */
export function SlipsExportButton(props: { query: TSlipQuery; disabled: boolean }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();

  async function build() {
    const { rows, truncated } = await fetchAllPages((page) =>
      api.request("boLotterySlips", { ...props.query, page, pageSize: 100 }),
    );
    const columns = slipCsvColumns(t, formatDateTime, (state) => SLIP_STATE_LOOKS[state].key);
    const lines = slipCsvRows(rows);
    const fileName = `lottery-slips-${props.query.preset ?? "last7"}.csv`;
    return { fileName, csv: buildCsv(columns, lines), count: lines.length, truncated };
  }

  return <CsvExportButton build={build} disabled={props.disabled} testId="lottery-slips-export" />;
}
