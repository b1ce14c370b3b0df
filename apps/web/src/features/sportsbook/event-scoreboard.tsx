import type { TBookEvent } from "@orchid/contract/sportsbook";
import { useTranslation } from "react-i18next";
import styles from "./event-page.module.css";
import { EventWhen } from "./event-when.tsx";
import { SportIcon } from "./sport-icon.tsx";

/** The event page's head: the competition, the two sides with the score in play, state and clock. */
export function EventScoreboard({ event }: { event: TBookEvent }) {
  const { t } = useTranslation();
  const isLive = event.state === "live" || event.state === "suspended";
  return (
    <header
      className={styles.scoreboard}
      data-live={isLive}
      data-testid="sb-scoreboard"
      data-state={event.state}
    >
      <p className={styles.competition}>
        <SportIcon sport={event.sport} size={16} />
        {event.title && <span className={styles.titleBadge}>{t(`sb_title_${event.title}`)}</span>}
        <bdi>{event.competition}</bdi>
        {event.stage && <span>· {event.stage}</span>}
      </p>
      {event.kind === "outright" ? (
        <h2 className={styles.outrightName}>
          <bdi>{event.home}</bdi>
        </h2>
      ) : (
        <div className={styles.sides}>
          <bdi className={styles.side}>{event.home}</bdi>
          <span className={styles.bigScore} data-testid="sb-score">
            {event.score ? `${event.score.home} : ${event.score.away}` : t("sb_versus_short")}
          </span>
          <bdi className={`${styles.side} ${styles.sideAway}`}>{event.away}</bdi>
        </div>
      )}
      <div className={styles.status}>
        <EventWhen event={event} isFull />
        {event.sport === "esports" && event.kind === "series" && event.score && (
          <span className={styles.statusNote}>{t("sb_maps_won")}</span>
        )}
      </div>
    </header>
  );
}
