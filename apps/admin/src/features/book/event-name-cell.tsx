import type { TBoBookEventRow } from "@orchid/contract/backoffice-book";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "./book.module.css";
import { SPORT_KEYS, TITLE_KEYS } from "./book-vocabulary.ts";

/** An event's sides (linked to its trading view), its competition, and its sport or esports title. */
export function EventNameCell(props: { event: TBoBookEventRow }) {
  const { t } = useTranslation();
  const { event } = props;
  const sport = event.title ? t(TITLE_KEYS[event.title]) : t(SPORT_KEYS[event.sport]);
  return (
    <div className={styles.eventCell}>
      <Link to={`/book/events/${event.id}`}>{event.away ? `${event.home} v ${event.away}` : event.home}</Link>
      <small>
        {sport} · {event.competition}
      </small>
    </div>
  );
}
