import type { TPage } from "@orchid/contract/money";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Pager } from "../../ui/pager.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { QueueNotice } from "./queue-notice.tsx";

/**
 * One page of a money queue under its filters: "pick both days" until the period is complete,
 * then loading / failure, an empty notice or the rows, and the pager.
 */
export function QueueResults<T>(props: {
  query: UseQueryResult<TPage<T>>;
  isQueryable: boolean;
  noneKey: string;
  onPage: (page: number) => void;
  children: (rows: T[]) => ReactNode;
}) {
  if (!props.isQueryable) return <QueueNotice textKey="bo_queue_pick_dates" />;
  return (
    <QueryState query={props.query}>
      {(page) => (
        <div className="stack">
          {page.rows.length === 0 ? <QueueNotice textKey={props.noneKey} /> : props.children(page.rows)}
          <Pager page={page.page} totalPages={page.totalPages} onPage={props.onPage} />
        </div>
      )}
    </QueryState>
  );
}
