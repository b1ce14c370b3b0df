import type { TInputOf, TValueOf } from "@orchid/contract/endpoint-io";
import { keepPreviousData } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../api/api-hooks.ts";
import centre from "../../ui/centre-page.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import { Pager } from "../../ui/pager.tsx";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { DatePresetFilter } from "./date-preset-filter.tsx";
import { periodQuery, type TPeriod, type TPeriodQuery } from "./period-query.ts";
import { RecordKindSelect, type TRecordKinds } from "./record-kind-select.tsx";
import { usePeriod } from "./use-period.ts";

const PAGE_SIZE = 20;

/** What a records page asks for: the period, the kind chosen (undefined: every kind) and the page. */
export type TRecordsFilter<TKind extends string> = TPeriodQuery & {
  kind: TKind | undefined;
  page: number;
  pageSize: number;
};

type TRecordsPage = { rows: readonly unknown[]; page: number; totalPages: number };

/** The paged record calls this shell shows. */
type TRecordsCall = "walletRecords" | "betRecords";

type TRecordsPageShellProps<TKind extends string, K extends TRecordsCall> = {
  testId: string;
  /** The call that answers a page. */
  call: K;
  kinds: TRecordKinds<TKind>;
  toQuery: (filter: TRecordsFilter<TKind>) => TInputOf<K>;
  empty: { titleKey: string; textKey: string };
  pagerTestId: string;
  /** The rows of a page that has some. */
  children: (page: TValueOf<K>) => ReactNode;
};

/**
 * A paged records page: the period and kind filters (either one goes back to the first page),
 * then loading, a failure with retry, an empty state or the page's rows with the pager. Nothing
 * is fetched while a custom period is incomplete.
 */
export function RecordsPageShell<TKind extends string, K extends TRecordsCall>(
  props: TRecordsPageShellProps<TKind, K>,
) {
  const { t } = useTranslation();
  const [period, setPeriod] = usePeriod();
  const [kind, setKind] = useState<TKind | "">("");
  const [page, setPage] = useState(1);
  const range = periodQuery(period);
  const query = range && props.toQuery({ ...range, kind: kind || undefined, page, pageSize: PAGE_SIZE });
  const records = useApiQuery(props.call, query ?? undefined, {
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  // Both calls answer a page; the type of a call chosen by a type parameter stays unresolved.
  const data = records.data as (TValueOf<K> & TRecordsPage) | undefined;

  function handlePeriod(next: TPeriod) {
    setPeriod(next);
    setPage(1);
  }

  function handleKind(next: TKind | "") {
    setKind(next);
    setPage(1);
  }

  return (
    <div className={centre.page} data-testid={props.testId}>
      <div className={centre.card}>
        <DatePresetFilter value={period} onChange={handlePeriod} />
        <RecordKindSelect kinds={props.kinds} value={kind} onChange={handleKind} />
      </div>
      {records.isError && <QueryProblem error={records.error} onRetry={() => void records.refetch()} />}
      {records.isPending && query !== null && <Loader />}
      {data &&
        (data.rows.length === 0 ? (
          <EmptyState title={t(props.empty.titleKey)} text={t(props.empty.textKey)} />
        ) : (
          <>
            {props.children(data)}
            <Pager
              page={data.page}
              totalPages={data.totalPages}
              onPage={setPage}
              testId={props.pagerTestId}
            />
          </>
        ))}
    </div>
  );
}
