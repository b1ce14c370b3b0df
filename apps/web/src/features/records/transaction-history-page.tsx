import { RECORD_TYPES, type TRecordType } from "@orchid/contract/wallet";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import { Pager } from "../../ui/pager.tsx";
import form from "../auth/auth-form.module.css";
import centre from "../member-centre/centre-page.module.css";
import { QueryProblem } from "../member-centre/query-problem.tsx";
import { DatePresetFilter } from "./date-preset-filter.tsx";
import { periodQuery, type TPeriod } from "./period-query.ts";
import { RecordTable } from "./record-table.tsx";
import { usePeriod } from "./use-period.ts";

const PAGE_SIZE = 20;

/** Account record (transactionHistory): every wallet line of a period, by type, paged. */
export function TransactionHistoryPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = usePeriod();
  const [type, setType] = useState<TRecordType | "">("");
  const [page, setPage] = useState(1);
  const range = periodQuery(period);
  const query = range && { ...range, type: type || undefined, page, pageSize: PAGE_SIZE };
  const records = useQuery({
    queryKey: ["records", "transactions", query],
    queryFn: () => api.request("walletRecords", query ?? {}),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

  function handlePeriod(next: TPeriod) {
    setPeriod(next);
    setPage(1);
  }

  return (
    <div className={centre.page} data-testid="transaction-history">
      <div className={centre.card}>
        <DatePresetFilter value={period} onChange={handlePeriod} />
        <label className={form.field}>
          <span className={form.label}>{t("record_type")}</span>
          <select
            className={form.input}
            value={type}
            data-testid="record-type"
            onChange={(event) => {
              setType(event.target.value as TRecordType | "");
              setPage(1);
            }}
          >
            <option value="">{t("record_type_all")}</option>
            {RECORD_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`record_type_${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {records.isError && <QueryProblem error={records.error} onRetry={() => void records.refetch()} />}
      {records.isPending && query !== null && <Loader />}
      {records.data &&
        (records.data.rows.length === 0 ? (
          <EmptyState title={t("records_empty")} text={t("records_empty_text")} />
        ) : (
          <>
            <RecordTable rows={records.data.rows} />
            <Pager
              page={records.data.page}
              totalPages={records.data.totalPages}
              onPage={setPage}
              testId="records-pager"
            />
          </>
        ))}
    </div>
  );
}
