import { errorKeyOf } from "@orchid/contract/api-problems";
import type { TInputOf } from "@orchid/contract/endpoint-io";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../api/console-api.ts";
import { showToast } from "../../ui/toast-store.ts";
import { buildCsv, downloadCsv } from "./agent-csv.ts";
import { billCsvColumns } from "./bill-csv.ts";
import { fetchAllPages } from "./fetch-all-pages.ts";
import { useFormatEpoch } from "./use-format-epoch.ts";

type TBillQuery = Omit<TInputOf<"boAgentBills">, "page" | "pageSize">;

/** Downloads every bill of the current filter (all pages) as a CSV file. */
export function BillsExportButton(props: { query: TBillQuery; disabled: boolean }) {
  const { t } = useTranslation();
  const formatEpoch = useFormatEpoch(true);
  const [isBusy, setIsBusy] = useState(false);

  async function exportBills() {
    setIsBusy(true);
    try {
      const { rows, truncated } = await fetchAllPages((page) =>
        api.request("boAgentBills", { ...props.query, page, pageSize: 100 }),
      );
      const csv = buildCsv(
        billCsvColumns(t, (ms) => formatEpoch(ms)),
        rows,
      );
      downloadCsv(`agent-bills-${props.query.preset ?? "today"}.csv`, csv);
      showToast("ok", truncated ? "bo_agents_export_truncated" : "bo_agents_exported", {
        count: rows.length,
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
      onClick={() => void exportBills()}
      data-testid="bills-export"
    >
      {isBusy ? t("bo_agents_exporting") : t("bo_agents_export_csv")}
    </button>
  );
}
