import { BOOK_SPORTS, EVENT_STATES } from "@orchid/contract/sportsbook";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../api/console-hooks.ts";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { useCan } from "../../store/use-can.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { PagedResults } from "../../ui/paged-results.tsx";
import { oneOf, useParamFilters } from "../games/use-param-filters.ts";
import { EVENT_FILTERS, EventsFilters } from "./events-filters.tsx";
import { EventsTable } from "./events-table.tsx";
import { NewEventDialog } from "./new-event-dialog.tsx";

const PAGE_SIZE = 20;
const STATE_FILTERS = [...EVENT_STATES, "open", "unsettled"] as const;
/** The list is read again this often while it is on screen (scores, open bets, liability). */
const REFRESH_MS = 10_000;

/**
 * The book's events: by sport, state (also "not finished" and "awaiting settlement") and name,
 * in play first; each with its score, the merchant's open bets and stakes on it and its largest
 * liability. Traders (book.trade) open the merchant's own events here.
 */
export function BookEventsPage() {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const canTrade = useCan("book.trade");
  const [isCreating, setIsCreating] = useState(false);
  const { values, page, update, goTo } = useParamFilters(EVENT_FILTERS);
  const query = useApiQuery(
    "boBookEvents",
    {
      sport: oneOf(values.sport, BOOK_SPORTS),
      state: oneOf(values.state, STATE_FILTERS),
      q: values.q || undefined,
      page,
      pageSize: PAGE_SIZE,
    },
    { refetchInterval: REFRESH_MS },
  );

  return (
    <>
      <PageHeader title={t("bo_book_nav_events")}>
        {canTrade && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setIsCreating(true)}
            data-testid="book-new-event"
          >
            {t("bo_book_new_event")}
          </button>
        )}
      </PageHeader>
      <div className="stack">
        <EventsFilters values={values} onChange={update} />
        <PagedResults
          query={query}
          noneKey="bo_book_events_none"
          onPage={goTo}
          summary={(found) => (
            <p className="muted" data-testid="book-events-total">
              {t("bo_book_events_found", { total: formatNumber(found.total) })}
            </p>
          )}
        >
          {(rows) => <EventsTable rows={rows} />}
        </PagedResults>
      </div>
      {isCreating && <NewEventDialog onClose={() => setIsCreating(false)} />}
    </>
  );
}
