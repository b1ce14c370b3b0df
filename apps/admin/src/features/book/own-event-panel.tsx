import type { TBoBookTrading } from "@orchid/contract/backoffice-book";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./book.module.css";
import { OwnEventStatusForm } from "./own-event-status-form.tsx";
import { OwnOddsDialog } from "./own-odds-dialog.tsx";

/** What a trader does with the merchant's own event: move it (state, score, clock) and price it. */
export function OwnEventPanel(props: { trading: TBoBookTrading }) {
  const { t } = useTranslation();
  const [isPricing, setIsPricing] = useState(false);
  const { event } = props.trading;
  const isOver = event.state === "ended" || event.state === "cancelled";
  return (
    <section className={`card ${styles.section}`} aria-labelledby="book-own-title">
      <div className={styles.sectionHead}>
        <h2 id="book-own-title">{t("bo_book_own_event")}</h2>
        {!isOver && (
          <button
            type="button"
            className="btn"
            onClick={() => setIsPricing(true)}
            data-testid="book-edit-prices"
          >
            {t("bo_book_edit_prices")}
          </button>
        )}
      </div>
      <p className={styles.note}>{t("bo_book_own_event_explained")}</p>
      {isOver ? (
        <p className={styles.note}>{t("bo_book_over_note")}</p>
      ) : (
        <OwnEventStatusForm key={`${event.state}-${event.score?.home}-${event.score?.away}`} event={event} />
      )}
      {isPricing && <OwnOddsDialog trading={props.trading} onClose={() => setIsPricing(false)} />}
    </section>
  );
}
