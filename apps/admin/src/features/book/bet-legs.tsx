import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TBookBet } from "./bet-csv.ts";
import styles from "./book.module.css";
import { OUTCOME_KEYS, wordsOf } from "./book-vocabulary.ts";
import { formatOdds } from "./decimal-odds.ts";
import { marketTitle, selectionLabel } from "./selection-label.ts";

/** A bet's legs: event (linked to its trading view), market, selection @ price, in play, outcome. */
export function BetLegs(props: { legs: TBookBet["legs"] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.legs}>
      {props.legs.map((leg, index) => {
        const market = { type: leg.marketType, line: leg.line };
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a bet's legs never move
          <li key={index}>
            <Link to={`/book/events/${leg.eventId}`}>{leg.event}</Link> · {marketTitle(market, t)} ·{" "}
            <strong>{selectionLabel(market, leg, t)}</strong> @{" "}
            <span className="mono">{formatOdds(leg.odds)}</span>
            {leg.live && <span className="muted"> · {t("bo_book_in_play")}</span>}
            {leg.outcome && <span className="muted"> · {wordsOf(OUTCOME_KEYS, leg.outcome, t)}</span>}
          </li>
        );
      })}
    </ul>
  );
}
