import type { TBoBookEventRow } from "@orchid/contract/backoffice-book";
import { useTranslation } from "react-i18next";
import styles from "./book.module.css";
import { EVENT_STATE_LOOKS } from "./book-vocabulary.ts";

/** Whether a result of the event waits for settlement (a result round not settled yet). */
export function isAwaitingSettlement(event: Pick<TBoBookEventRow, "resultRound" | "settledRound">): boolean {
  return event.resultRound !== event.settledRound;
}

/** An event's state, whether it is the merchant's own, and whether a result waits for settlement. */
export function EventBadges(props: { event: TBoBookEventRow }) {
  const { t } = useTranslation();
  const { event } = props;
  const look = EVENT_STATE_LOOKS[event.state];
  return (
    <div className={styles.badges}>
      <span className={look.badge} data-state={event.state}>
        {t(look.key)}
      </span>
      {event.own && <span className="badge">{t("bo_book_own")}</span>}
      {isAwaitingSettlement(event) && <span className="badge badge-warn">{t("bo_book_unsettled")}</span>}
    </div>
  );
}
