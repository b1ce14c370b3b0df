import type { TBookEvent, TBookSport } from "@orchid/contract/sportsbook";
import { useTranslation } from "react-i18next";
import styles from "./board.module.css";
import { BOARD_MARKETS, columnWidth } from "./board-markets.ts";
import { EventRow } from "./event-row.tsx";
import { marketTypeName } from "./market-name.ts";
import { OutrightRow } from "./outright-row.tsx";

type TCompetitionCardProps = { sport: TBookSport; competition: string; events: TBookEvent[] };

/** A competition's events on the board, under its name and the market columns' names. */
export function CompetitionCard({ sport, competition, events }: TCompetitionCardProps) {
  const { t } = useTranslation();
  const first = events[0];
  const isOutrights = events.every((event) => event.kind === "outright");
  return (
    <section className={styles.competition} data-testid="sb-competition">
      <header className={styles.competitionHead}>
        <h3 className={styles.competitionName}>
          {first?.title && <span className={styles.titleBadge}>{t(`sb_title_${first.title}`)}</span>}
          <bdi>{competition}</bdi>
          {first?.stage && <span className={styles.stage}>{first.stage}</span>}
        </h3>
        {!isOutrights && (
          <div className={styles.columnNames} aria-hidden="true">
            {BOARD_MARKETS[sport].map((type) => (
              <span key={type} className={styles.columnName} data-width={columnWidth(type)}>
                {marketTypeName({ type, map: null }, t)}
              </span>
            ))}
            <span className={styles.columnMore} />
          </div>
        )}
      </header>
      <ul className={styles.events}>
        {events.map((event) =>
          event.kind === "outright" ? (
            <OutrightRow key={event.id} event={event} />
          ) : (
            <EventRow key={event.id} event={event} />
          ),
        )}
      </ul>
    </section>
  );
}
