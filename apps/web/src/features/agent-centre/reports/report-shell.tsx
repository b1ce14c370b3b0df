import type { TInputOf, TValueOf } from "@orchid/contract/endpoint-io";
import { keepPreviousData } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../../api/api-hooks.ts";
import centre from "../../../ui/centre-page.module.css";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { Loader } from "../../../ui/loader.tsx";
import { Pager } from "../../../ui/pager.tsx";
import { QueryProblem } from "../../../ui/query-problem.tsx";
import { agentPeriodQuery, FIRST_AGENT_PERIOD, type TAgentPeriodInput } from "../period/agent-period.ts";
import { AgentPeriodFilter } from "../period/agent-period-filter.tsx";
import { UsernameSearch } from "./username-search.tsx";

const PAGE_SIZE = 20;

/** The paged agent reports this shell shows. */
type TReportCall = "teamBets" | "teamProfit" | "agentIncome" | "teamTransactions";

/** What a report asks for: the period, the member searched for (empty: the whole team) and the page. */
export type TReportFilter = TAgentPeriodInput & { username: string; page: number; pageSize: number };

type TReportPage = {
  rows: readonly unknown[];
  page: number;
  totalPages: number;
  period: { fromDay: string; toDay: string };
};

type TReportShellProps<K extends TReportCall> = {
  testId: string;
  call: K;
  toQuery: (filter: TReportFilter) => TInputOf<K>;
  /** Filters of this report beyond the period (a type select); a change goes back to page 1. */
  filters?: (goFirst: () => void) => ReactNode;
  hasUsernameSearch?: boolean;
  /** The rows of a page that has some (totals, a chart and the table). */
  children: (page: TValueOf<K>) => ReactNode;
};

/**
 * A paged agent report: the period picker (and a username search), then loading, a failure with
 * retry, an empty state or the page with the pager. Any filter change goes back to page 1; nothing
 * is fetched while a custom period is incomplete.
 */
export function ReportShell<K extends TReportCall>(props: TReportShellProps<K>) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(FIRST_AGENT_PERIOD);
  const [username, setUsername] = useState("");
  const [page, setPage] = useState(1);
  const range = agentPeriodQuery(period);
  const query = range && props.toQuery({ ...range, username, page, pageSize: PAGE_SIZE });
  const report = useApiQuery(props.call, query ?? undefined, {
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  // Every report answers a page of its period; a call chosen by a type parameter stays unresolved.
  const data = report.data as (TValueOf<K> & TReportPage) | undefined;

  return (
    // Busy while a new period's figures load (the previous ones stay shown meanwhile).
    <div className={centre.page} data-testid={props.testId} aria-busy={report.isFetching}>
      <div className={centre.card}>
        <AgentPeriodFilter
          value={period}
          onChange={(next) => {
            setPeriod(next);
            setPage(1);
          }}
        />
        {props.filters?.(() => setPage(1))}
        {props.hasUsernameSearch !== false && (
          <UsernameSearch
            value={username}
            testId={`${props.testId}-search`}
            onSearch={(text) => {
              setUsername(text);
              setPage(1);
            }}
          />
        )}
      </div>
      {report.isError && <QueryProblem error={report.error} onRetry={() => void report.refetch()} />}
      {report.isPending && query !== null && <Loader />}
      {data && (
        <>
          <p className={centre.muted}>
            {t("agc_period_shown", { from: data.period.fromDay, to: data.period.toDay })}
          </p>
          {data.rows.length === 0 ? (
            <EmptyState title={t("records_empty")} text={t("agc_report_empty_text")} />
          ) : (
            <>
              {props.children(data)}
              <Pager
                page={data.page}
                totalPages={data.totalPages}
                onPage={setPage}
                testId={`${props.testId}-pager`}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
