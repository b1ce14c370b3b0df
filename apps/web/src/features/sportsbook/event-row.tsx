import type { TBookEvent } from "@orchid/contract/sportsbook";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "./board.module.css";
import { BOARD_MARKETS, moreMarkets } from "./board-markets.ts";
import { eventPath } from "./event-path.ts";
import { EventWhen } from "./event-when.tsx";
import { MarketCell } from "./market-cell.tsx";

/** One match on the board: when, the teams (and score in play), its main markets and "+N". */
export function EventRow({ event }: { event: TBookEvent }) {
  const { t } = useTranslation();
  const more = moreMarkets(event);
  const isLive = event.state === "live" || event.state === "suspended";
  return (
    <li className={styles.event} data-live={isLive} data-testid="sb-event" data-event-id={event.id}>
      <Link className={styles.eventMain} to={eventPath(event.id)}>
        <EventWhen event={event} />
        <span className={styles.teams}>
          <span className={styles.team}>
            <bdi className={styles.teamName}>{event.home}</bdi>
            {event.score && <span className={styles.score}>{event.score.home}</span>}
          </span>
          <span className={styles.team}>
            <bdi className={styles.teamName}>{event.away}</bdi>
            {event.score && <span className={styles.score}>{event.score.away}</span>}
          </span>
        </span>
      </Link>
      <div className={styles.markets}>
        {BOARD_MARKETS[event.sport].map((type) => (
          <MarketCell key={type} event={event} type={type} />
        ))}
      </div>
      <Link
        className={styles.more}
        to={eventPath(event.id)}
        aria-label={t("sb_more_markets", { count: more })}
        data-testid="sb-more"
      >
        {more > 0 ? `+${more}` : "›"}
      </Link>
    </li>
  );
}
