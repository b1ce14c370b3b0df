import type { TBookEvent, TMarketType } from "@orchid/contract/sportsbook";
import { useTranslation } from "react-i18next";
import styles from "./board.module.css";
import { boardMarket, columnWidth } from "./board-markets.ts";
import { marketTypeName } from "./market-name.ts";
import { PriceButton } from "./price-button.tsx";
import { selectionLabel, selectionShortLabel } from "./selection-label.ts";
import { orderedSelections } from "./selection-order.ts";

/** One board column of an event: the market's prices, or empty places when it has none now. */
export function MarketCell({ event, type }: { event: TBookEvent; type: TMarketType }) {
  const { t } = useTranslation();
  const market = boardMarket(event, type);
  const width = columnWidth(type);
  const name = marketTypeName({ type, map: null }, t);
  return (
    <div className={styles.cell} data-width={width}>
      <span className={styles.cellName} aria-hidden="true">
        {name}
      </span>
      <div className={styles.cellPrices}>
        {market && market.selections.length > 0
          ? orderedSelections(market).map((selection) => (
              <PriceButton
                key={selection.id}
                event={event}
                market={market}
                selection={selection}
                label={selectionShortLabel(market, selection, t)}
                title={selectionLabel(market, selection, event, t)}
              />
            ))
          : Array.from({ length: width }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: empty places have nothing else to tell them apart
              <span key={index} className={styles.priceEmpty} aria-hidden="true">
                –
              </span>
            ))}
      </div>
    </div>
  );
}
