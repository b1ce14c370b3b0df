import type { TBoBookTrading } from "@orchid/contract/backoffice-book";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCan } from "../../store/use-can.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { EventSummary } from "./event-summary.tsx";
import { OwnEventPanel } from "./own-event-panel.tsx";
import { ResultForm } from "./result-form.tsx";
import { ResultsAudit } from "./results-audit.tsx";
import { SharedEventNotice } from "./shared-event-notice.tsx";
import { TradingPanel } from "./trading-panel.tsx";
import { useBookAccess } from "./use-book-access.ts";

/**
 * One event's page: its summary, the trading view, the merchant's own event's controls, the
 * result (or correction) to file for a second operator, and the results audit.
 */
export function EventTrading(props: { trading: TBoBookTrading; liveNote: ReactNode }) {
  const { t } = useTranslation();
  const { trading } = props;
  const { event } = trading;
  const access = useBookAccess(event);
  const mayFileResults = useCan("book.results");
  const mayTrade = useCan("book.trade");
  return (
    <>
      <PageHeader title={event.away ? `${event.home} v ${event.away}` : event.home}>
        <Link className="btn" to={`/book/bets?eventId=${event.id}&preset=all`} data-testid="book-event-bets">
          {t("bo_book_see_bets")}
        </Link>
        <Link className="btn" to="/book/events">
          {t("bo_book_all_events")}
        </Link>
      </PageHeader>
      <div className="stack">
        <EventSummary event={event} liveNote={props.liveNote} />
        {access.isShared && (mayTrade || mayFileResults) && <SharedEventNotice />}
        {event.own && access.canTrade && <OwnEventPanel trading={trading} />}
        <TradingPanel trading={trading} canTrade={access.canTrade && event.state !== "cancelled"} />
        {access.canFileResults && (
          <ResultForm key={`${event.resultRound}-${trading.pendingApprovalId}`} trading={trading} />
        )}
        <ResultsAudit trading={trading} />
      </div>
    </>
  );
}
