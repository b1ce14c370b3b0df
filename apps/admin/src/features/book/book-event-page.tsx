import type { TBoBookTrading } from "@orchid/contract/backoffice-book";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useApiQuery } from "../../api/console-hooks.ts";
import { QueryState } from "../../ui/query-state.tsx";
import { wholeNumber } from "../games/use-param-filters.ts";
import { isAwaitingSettlement } from "./event-badges.tsx";
import { EventTrading } from "./event-trading.tsx";
import { LiveNote } from "./live-note.tsx";

/** The trading view is read again every 2 s while the page is visible (TanStack pauses it when hidden). */
const LIVE_MS = 2_000;
/** An event over and settled changes rarely: every 15 s. */
const QUIET_MS = 15_000;

function refreshEvery(trading: TBoBookTrading | undefined): number {
  if (!trading) return LIVE_MS;
  const { event } = trading;
  const isOver = event.state === "ended" || event.state === "cancelled";
  return isOver && !isAwaitingSettlement(event) && trading.pendingApprovalId === null ? QUIET_MS : LIVE_MS;
}

/** One event of the book: its trading view, own-event controls, result entry and results audit. */
export function BookEventPage() {
  const { t } = useTranslation();
  const { eventId: rawId } = useParams();
  const eventId = wholeNumber(rawId ?? "");
  const query = useApiQuery(
    "boBookTrading",
    { id: eventId ?? 0 },
    { enabled: eventId !== undefined, refetchInterval: (current) => refreshEvery(current.state.data) },
  );
  if (eventId === undefined) return <p className="muted">{t("bo_not_found")}</p>;

  return (
    <QueryState query={query}>
      {(trading) => (
        <EventTrading
          trading={trading}
          liveNote={<LiveNote readAt={query.dataUpdatedAt} everyMs={refreshEvery(trading)} />}
        />
      )}
    </QueryState>
  );
}
