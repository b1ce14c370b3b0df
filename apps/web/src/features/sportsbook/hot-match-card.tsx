import type { TBookEvent } from "@orchid/contract/sportsbook";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { mainMarket } from "./board-markets.ts";
import { canBet } from "./can-bet.ts";
import { eventPath } from "./event-path.ts";
import { EventWhen } from "./event-when.tsx";
import styles from "./hot-matches.module.css";
import { marketTypeName } from "./market-name.ts";
import { selectionLabel, selectionShortLabel } from "./selection-label.ts";
import { orderedSelections } from "./selection-order.ts";
import { useOddsText } from "./use-odds-text.ts";

/** A hot match: competition, when (or the live score), the teams and the result prices; opens its page. */
export function HotMatchCard({ event }: { event: TBookEvent }) {
  const { t } = useTranslation();
  const oddsText = useOddsText();
  const market = mainMarket(event);
  const isLive = event.state === "live" || event.state === "suspended";
  return (
    <li className={styles.card} data-live={isLive} data-testid="sb-hot-match" data-event-id={event.id}>
      <Link className={styles.link} to={eventPath(event.id)}>
        <span className={styles.top}>
          <bdi className={styles.competition}>{event.competition}</bdi>
          <EventWhen event={event} />
        </span>
        <span className={styles.teams}>
          <span className={styles.team}>
            <bdi>{event.home}</bdi>
            {event.score && <strong>{event.score.home}</strong>}
          </span>
          {event.away && (
            <span className={styles.team}>
              <bdi>{event.away}</bdi>
              {event.score && <strong>{event.score.away}</strong>}
            </span>
          )}
        </span>
        {market && <span className={styles.marketName}>{marketTypeName(market, t)}</span>}
        {market && (
          <span className={styles.prices}>
            {orderedSelections(market)
              .slice(0, 3)
              .map((selection) => {
                const isOpen = canBet(
                  {
                    eventState: event.state,
                    startsAt: event.startsAt,
                    marketState: market.state,
                    isOpen: selection.open,
                  },
                  Date.now(),
                );
                return (
                  <span
                    key={selection.id}
                    className={styles.price}
                    data-locked={!isOpen}
                    title={selectionLabel(market, selection, event, t)}
                  >
                    <span className={styles.priceLabel}>
                      <bdi>{selectionShortLabel(market, selection, t)}</bdi>
                    </span>
                    <strong>{oddsText(selection.odds)}</strong>
                  </span>
                );
              })}
          </span>
        )}
      </Link>
    </li>
  );
}
