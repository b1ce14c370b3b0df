import { ApiError } from "@orchid/contract/api-error";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useApiQuery } from "../../api/api-hooks.ts";
import buttons from "../../ui/button.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import page from "../../ui/page.module.css";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import { BookHeader } from "./book-header.tsx";
import { BookLayout } from "./book-layout.tsx";
import styles from "./event-page.module.css";
import { EventScoreboard } from "./event-scoreboard.tsx";
import { MarketCard } from "./market-card.tsx";
import { groupMarkets, type TMarketGroup } from "./market-groups.ts";
import { useLiveEvents } from "./use-live-events.ts";

/** The page is fetched again now and then (new lines, closed markets); prices come live. */
const EVENT_POLL_MS = 60_000;

/** The board an event's page goes back to. */
function boardPath(sport: string): string {
  return sport === "esports" ? "/esports" : `/sports?sport=${sport}`;
}

/** `/sports/event/:id`: one event (football, basketball or esports) with every market, grouped. */
export function EventPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const eventId = Number(id);
  const isId = Number.isSafeInteger(eventId) && eventId > 0;
  const query = useApiQuery(
    "bookEvent",
    { id: eventId },
    { enabled: isId, staleTime: 10_000, refetchInterval: EVENT_POLL_MS },
  );
  const event = query.data;
  const [group, setGroup] = useState<TMarketGroup | "all">("all");
  useLiveEvents(event ? [event.id] : []);
  useDocumentTitle(
    event
      ? event.away
        ? t("sb_versus", { home: event.home, away: event.away })
        : event.home
      : t("nav_sports"),
  );

  const isMissing = !isId || (query.error instanceof ApiError && query.error.code === "NOT_FOUND");
  if (isMissing) {
    return (
      <div className={page.page}>
        <BookHeader title={t("nav_sports")} hasOddsFormat={false} />
        <EmptyState title={t("sb_event_missing_title")} text={t("sb_event_missing_text")}>
          <Link className={buttons.gold} to="/sports">
            {t("sb_back_to_sports")}
          </Link>
        </EmptyState>
      </div>
    );
  }
  if (!event) {
    if (query.isError) return <QueryProblem error={query.error} onRetry={() => void query.refetch()} />;
    return <Loader />;
  }
  const groups = groupMarkets(event.markets);
  const shown = groups.filter((entry) => group === "all" || entry.group === group);
  return (
    <div className={page.page} data-testid="sb-event-page" data-event-id={event.id}>
      <BookHeader
        title={t(`sb_sport_${event.sport}`)}
        back={{ to: boardPath(event.sport), label: t("sb_back_to_board") }}
      />
      <BookLayout>
        <EventScoreboard event={event} />
        {groups.length > 1 && (
          <div className={styles.groups} role="tablist" aria-label={t("sb_market_groups")}>
            {(["all", ...groups.map((entry) => entry.group)] as const).map((item) => (
              <button
                key={item}
                type="button"
                role="tab"
                className={styles.group}
                aria-selected={item === group}
                data-testid="sb-market-group"
                onClick={() => setGroup(item)}
              >
                {t(`sb_group_${item}`)}
              </button>
            ))}
          </div>
        )}
        {shown.length === 0 ? (
          <EmptyState title={t("sb_no_markets_title")} text={t("sb_no_markets_text")} />
        ) : (
          shown.map((entry) => (
            <section
              key={entry.group}
              className={styles.marketGroup}
              aria-label={t(`sb_group_${entry.group}`)}
            >
              {group === "all" && groups.length > 1 && (
                <h2 className={styles.groupTitle}>{t(`sb_group_${entry.group}`)}</h2>
              )}
              <div className={styles.marketGrid}>
                {entry.markets.map((market) => (
                  <MarketCard key={market.id} event={event} market={market} />
                ))}
              </div>
            </section>
          ))
        )}
      </BookLayout>
    </div>
  );
}
