import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Pager } from "./pager.tsx";
import { QueryState } from "./query-state.tsx";
import { ResultsNotice } from "./results-notice.tsx";

type TResultsPage = { rows: readonly unknown[]; page: number; totalPages: number };

/**
 * One page of a list under its filters: "pick both days" until the period is complete, then
 * loading / failure, what sits above the rows (a count, totals), an empty notice or the rows, and
 * the pager.
 */
export function PagedResults<TData extends TResultsPage>(props: {
  query: UseQueryResult<TData>;
  /** False while the filters cannot be asked for (a custom period without both days). */
  isQueryable?: boolean;
  /** Shown in place of the rows when there are none; without it, nothing is. */
  noneKey?: string;
  onPage: (page: number) => void;
  summary?: (data: TData) => ReactNode;
  children: (rows: TData["rows"]) => ReactNode;
}) {
  if (props.isQueryable === false) return <ResultsNotice textKey="bo_queue_pick_dates" />;
  return (
    <QueryState query={props.query}>
      {(data) => (
        <div className="stack">
          {props.summary?.(data)}
          {data.rows.length === 0
            ? props.noneKey && <ResultsNotice textKey={props.noneKey} />
            : props.children(data.rows)}
          <Pager page={data.page} totalPages={data.totalPages} onPage={props.onPage} />
        </div>
      )}
    </QueryState>
  );
}
