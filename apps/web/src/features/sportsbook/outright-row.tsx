import type { TBookEvent } from "@orchid/contract/sportsbook";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "./board.module.css";
import { mainMarket } from "./board-markets.ts";
import { eventPath } from "./event-path.ts";
import { EventWhen } from "./event-when.tsx";
import { PriceButton } from "./price-button.tsx";
import { selectionLabel } from "./selection-label.ts";
import { orderedSelections } from "./selection-order.ts";

/** The board shows an outright's favourites; its page shows the whole field. */
const SHOWN = 8;

/** An outright on the board: its name, when it closes, and the favourites' prices. */
export function OutrightRow({ event }: { event: TBookEvent }) {
  const { t } = useTranslation();
  const market = mainMarket(event);
  const field = market ? orderedSelections(market) : [];
  const rest = field.length - SHOWN;
  return (
    <li className={styles.outright} data-testid="sb-event" data-event-id={event.id}>
      <Link className={styles.outrightHead} to={eventPath(event.id)}>
        <bdi className={styles.teamName}>{event.home}</bdi>
        <EventWhen event={event} />
      </Link>
      {market && (
        <div className={styles.field}>
          {field.slice(0, SHOWN).map((selection) => {
            const label = selectionLabel(market, selection, event, t);
            return (
              <PriceButton
                key={selection.id}
                event={event}
                market={market}
                selection={selection}
                label={label}
                title={label}
                variant="wide"
              />
            );
          })}
        </div>
      )}
      {rest > 0 && (
        <Link className={styles.fieldMore} to={eventPath(event.id)}>
          {t("sb_outright_all", { count: field.length })}
        </Link>
      )}
    </li>
  );
}
