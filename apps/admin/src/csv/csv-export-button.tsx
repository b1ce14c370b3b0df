import { errorKeyOf } from "@orchid/contract/api-problems";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../ui/toast-store.ts";
import { downloadCsv } from "./csv-file.ts";

/** What an export made: the file, how many rows it holds, and whether the list was cut short. */
export type TCsvExport = { fileName: string; csv: string; count: number; truncated: boolean };

/**
 * A button that builds a CSV export (every page of the current filter) and downloads it, busy
 * while it works, telling the operator how many rows came out or what went wrong.
 */
export function CsvExportButton(props: {
  build: () => Promise<TCsvExport>;
  disabled: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);

  async function handleExport() {
    setIsBusy(true);
    try {
      const made = await props.build();
      downloadCsv(made.fileName, made.csv);
      showToast("ok", made.truncated ? "bo_agents_export_truncated" : "bo_agents_exported", {
        count: made.count,
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
      onClick={() => void handleExport()}
      data-testid={props.testId}
    >
      {isBusy ? t("bo_agents_exporting") : t("bo_agents_export_csv")}
    </button>
  );
}
