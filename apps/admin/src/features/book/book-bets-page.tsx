import { BET_STATES } from "@orchid/contract/sportsbook";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { useMerchantTimeZone } from "../../i18n/use-merchant-time-zone.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { PagedResults } from "../../ui/paged-results.tsx";
import games from "../games/games.module.css";
import { oneOf, useParamFilters, wholeNumber } from "../games/use-param-filters.ts";
import { betPeriodBounds } from "./bet-period.ts";
import { BetsExportButton } from "./bets-export-button.tsx";
import { BET_FILTERS, BetsFilters } from "./bets-filters.tsx";
import { BetsTable } from "./bets-table.tsx";

const PAGE_SIZE = 20;

/**
 * The merchant's sports bets: by period (its days), member, event and state, newest first, each
 * with its legs; the totals of every matching bet, and the whole search as CSV.
 */
export function BookBetsPage() {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const formatNumber = useFormatNumber();
  const zone = useMerchantTimeZone();
  const { values, page, update, goTo } = useParamFilters(BET_FILTERS);
  // "Today" and the last days count from when the screen opened (the search's key stays still).
  const [now] = useState(() => new Date());
  const bounds = zone ? betPeriodBounds({ ...values, preset: values.preset || "last7" }, now, zone) : null;
  const eventId = wholeNumber(values.eventId);
  const search = {
    ...bounds,
    username: values.username || undefined,
    eventId,
    state: oneOf(values.state, BET_STATES),
  };
  const isQueryable = bounds !== null;
  const query = useConsoleQuery("boBookBets", { ...search, page, pageSize: PAGE_SIZE }, isQueryable);
  const fileName = `book-bets-${values.preset || "last7"}${eventId ? `-event-${eventId}` : ""}.csv`;

  return (
    <>
      <PageHeader title={t("bo_book_nav_bets")}>
        <BetsExportButton query={search} fileName={fileName} disabled={!isQueryable || !query.data?.total} />
      </PageHeader>
      <div className="stack">
        <BetsFilters values={values} onChange={update} />
        {eventId !== undefined && (
          <div className="row">
            <span className="badge">{t("bo_book_only_event", { id: eventId })}</span>
            <button type="button" className="btn btn-small" onClick={() => update({ eventId: "" })}>
              {t("bo_book_all_events")}
            </button>
          </div>
        )}
        <PagedResults
          query={query}
          isQueryable={zone === null || isQueryable}
          noneKey="bo_book_bets_none"
          onPage={goTo}
          summary={(found) => (
            <dl className={`card ${games.totals}`} data-testid="book-bets-totals">
              <div>
                <dt>{t("bo_book_bets")}</dt>
                <dd>{formatNumber(found.total)}</dd>
              </div>
              <div>
                <dt>{t("bo_games_stake")}</dt>
                <dd>{formatMinor(found.stake)}</dd>
              </div>
              <div>
                <dt>{t("bo_book_payout")}</dt>
                <dd>{formatMinor(found.payout)}</dd>
              </div>
            </dl>
          )}
        >
          {(rows) => <BetsTable rows={rows} />}
        </PagedResults>
      </div>
    </>
  );
}
