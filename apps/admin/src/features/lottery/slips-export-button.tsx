import { errorKeyOf } from "@orchid/contract/api-problems";
import type { TInputOf } from "@orchid/contract/endpoint-io";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../api/console-api.ts";
import { useFormatDateTime } from "../../i18n/use-format.ts";
import { showToast } from "../../ui/toast-store.ts";
import { buildCsv, downloadCsv } from "../agents/agent-csv.ts";
import { fetchAllPages } from "../agents/fetch-all-pages.ts";
import { SLIP_STATE_LOOKS } from "./lottery-vocabulary.ts";
import { slipCsvColumns, slipCsvRows } from "./slip-csv.ts";

type TSlipQuery = Omit<TInputOf<"boLotterySlips">, "page" | "pageSize">;

/** Downloads every slip of the current search (all pages), a row per line, as a CSV file. */
export function SlipsExportButton(props: { query: TSlipQuery; disabled: boolean }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const [isBusy, setIsBusy] = useState(false);

  async function exportSlips() {
    setIsBusy(true);
    try {
      const { rows, truncated } = await fetchAllPages((page) =>
        api.request("boLotterySlips", { ...props.query, page, pageSize: 100 }),
      );
      const columns = slipCsvColumns(t, formatDateTime, (state) => SLIP_STATE_LOOKS[state].key);
      const lines = slipCsvRows(rows);
      downloadCsv(`lottery-slips-${props.query.preset ?? "last7"}.csv`, buildCsv(columns, lines));
      showToast("ok", truncated ? "bo_agents_export_truncated" : "bo_agents_exported", {
        count: lines.length,
      });
    } catch (error) {
      showToast("error", errorKeyOf(error));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="btn"
      disabled={props.disabled || isBusy}
      onClick={() => void exportSlips()}
      data-testid="lottery-slips-export"
    >
      {isBusy ? t("bo_agents_exporting") : t("bo_agents_export_csv")}
    </button>
  );
}
