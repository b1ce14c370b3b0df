import type { TBoBookEventRow } from "@orchid/contract/backoffice-book";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatDateTime, useFormatNumber, useFormatShortDateTime } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import styles from "../games/games.module.css";
import { GamesTable } from "../games/games-table.tsx";
import own from "./book.module.css";
import { EventBadges } from "./event-badges.tsx";
import { EventNameCell } from "./event-name-cell.tsx";

const COLUMNS = [
  "bo_book_starts",
  "bo_book_event",
  "bo_status",
  "bo_book_score",
  "bo_book_open_bets",
  "bo_book_open_stake",
  "bo_book_max_liability",
  "bo_action",
];
const NUMBER_COLUMNS = new Set([
  "bo_book_open_bets",
  "bo_book_open_stake",
  "bo_book_max_liability",
  "bo_action",
]);

/** Events in play first, then the soonest, then those over; each opens its trading view. */
export function EventsTable(props: { rows: TBoBookEventRow[] }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const formatShort = useFormatShortDateTime();
  const formatMinor = useFormatMinor();
  const formatNumber = useFormatNumber();
  return (
    <GamesTable columns={COLUMNS} numberColumns={NUMBER_COLUMNS} testId="book-events-table">
      {props.rows.map((event) => (
        <tr key={event.id} data-testid={`book-event-${event.id}`}>
          <td className={styles.nowrap} title={formatDateTime(event.startsAt)}>
            {formatShort(event.startsAt)}
          </td>
          <td>
            <EventNameCell event={event} />
          </td>
          <td>
            <EventBadges event={event} />
          </td>
          <td className={own.score}>{event.score ? `${event.score.home} – ${event.score.away}` : "—"}</td>
          <td className={styles.number}>{formatNumber(event.openBets)}</td>
          <td className={styles.number}>{formatMinor(event.openStake)}</td>
          <td className={`${styles.number} ${event.maxLiability > 0 ? own.danger : ""}`}>
            {formatMinor(event.maxLiability)}
          </td>
          <td>
            <div className={styles.actions}>
              <Link className="btn btn-small" to={`/book/events/${event.id}`}>
                {t("bo_book_open_event")}
              </Link>
            </div>
          </td>
        </tr>
      ))}
    </GamesTable>
  );
}
