import type { TBookEvent, TBookMarket } from "@orchid/contract/sportsbook";
import { useTranslation } from "react-i18next";
import styles from "./event-page.module.css";
import { marketTitle } from "./market-name.ts";
import { PriceButton } from "./price-button.tsx";
import { selectionLabel } from "./selection-label.ts";
import { orderedSelections } from "./selection-order.ts";

/** Markets whose prices name the teams (long labels: one a line on a phone). */
const SIDE_MARKETS: ReadonlySet<string> = new Set([
  "match_winner",
  "map_winner",
  "asian_handicap",
  "map_handicap",
]);

/**
 * How a market's prices lay out: three across (a result with a draw), two across (the sides,
 * over and under, yes and no), or a grid for many (correct scores, an outright's field).
 */
function layoutOf(market: TBookMarket): string {
  if (market.type === "correct_score") return "scores";
  if (market.type === "outright") return "field";
  if (market.selections.length === 3) return "three";
  return SIDE_MARKETS.has(market.type) ? "sides" : "two";
}

/** One market on the event page: its name and line, whether it is suspended, and every price. */
export function MarketCard({ event, market }: { event: TBookEvent; market: TBookMarket }) {
  const { t } = useTranslation();
  return (
    <section className={styles.market} data-testid="sb-market" data-market-key={market.key}>
      <header className={styles.marketHead}>
        <h3 className={styles.marketTitle}>{marketTitle(market, t)}</h3>
        {market.places !== null && market.places > 1 && (
          <span className={styles.marketNote}>{t("sb_places_paid", { places: market.places })}</span>
        )}
        {market.state === "suspended" && <span className={styles.suspended}>{t("sb_state_suspended")}</span>}
      </header>
      <div className={styles.prices} data-layout={layoutOf(market)}>
        {orderedSelections(market).map((selection) => {
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
    </section>
  );
}
