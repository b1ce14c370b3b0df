import type { TBoBookEventRow } from "@orchid/contract/backoffice-book";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFormatDateTime, useFormatNumber } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import styles from "./book.module.css";
import { KIND_KEYS, SPORT_KEYS, TITLE_KEYS } from "./book-vocabulary.ts";
import { EventBadges } from "./event-badges.tsx";

/**
 * An event at a glance: its score, state, sport, competition, kind and start, where it comes
 * from, the merchant's open bets, stakes and largest liability on it, and its result rounds.
 */
export function EventSummary(props: { event: TBoBookEventRow; liveNote: ReactNode }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const formatMinor = useFormatMinor();
  const formatNumber = useFormatNumber();
  const { event } = props;
  const sport = event.title
    ? `${t(SPORT_KEYS[event.sport])} · ${t(TITLE_KEYS[event.title])}`
    : t(SPORT_KEYS[event.sport]);
  const facts: [string, ReactNode][] = [
    ["bo_status", <EventBadges key="state" event={event} />],
    ["bo_book_sport", sport],
    ["bo_book_competition", event.competition],
    ["bo_book_kind", t(KIND_KEYS[event.kind])],
    ["bo_book_starts", formatDateTime(event.startsAt)],
    ["bo_book_source", t(event.own ? "bo_book_source_own" : "bo_book_source_feed")],
    [
      "bo_book_open_bets",
      <span key="bets" className={styles.figure}>
        {formatNumber(event.openBets)}
      </span>,
    ],
    [
      "bo_book_open_stake",
      <span key="stake" className={styles.figure}>
        {formatMinor(event.openStake)}
      </span>,
    ],
    [
      "bo_book_max_liability",
      <span key="liability" className={`${styles.figure} ${event.maxLiability > 0 ? styles.danger : ""}`}>
        {formatMinor(event.maxLiability)}
      </span>,
    ],
    [
      "bo_book_rounds",
      t("bo_book_rounds_value", { recorded: event.resultRound, settled: event.settledRound }),
    ],
  ];
  return (
    <section className={`card ${styles.section}`} aria-label={t("bo_book_event")}>
      <div className={styles.sectionHead}>
        <span className={styles.scoreLarge} data-testid="book-event-score">
          {event.score ? `${event.score.home} – ${event.score.away}` : "– : –"}
        </span>
        {props.liveNote}
      </div>
      <dl className={styles.facts} data-testid="book-event-facts">
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
