import type { TBoBookTrading } from "@orchid/contract/backoffice-book";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import games from "../games/games.module.css";
import styles from "./book.module.css";
import { rankLiabilities } from "./liability-rank.ts";
import { MarketLimitDialog } from "./market-limit-dialog.tsx";
import { MarketRows } from "./market-rows.tsx";

const COLUMNS = [
  "bo_book_selection",
  "bo_book_feed_price",
  "bo_book_price",
  "bo_status",
  "bo_book_bets",
  "bo_games_stake",
  "bo_book_liability",
];
const NUMBER_COLUMNS = new Set([
  "bo_book_feed_price",
  "bo_book_price",
  "bo_book_bets",
  "bo_games_stake",
  "bo_book_liability",
  "bo_action",
]);

/**
 * The trading view: every market of the event with each selection's prices, bets, stakes and
 * liability, the largest liabilities marked; a trader suspends, reopens or closes a market, sets
 * its limit per bet and takes single selections off.
 */
export function TradingPanel(props: { trading: TBoBookTrading; canTrade: boolean }) {
  const { t } = useTranslation();
  const [limiting, setLimiting] = useState<number | null>(null);
  const { event, markets } = props.trading;
  const columns = props.canTrade ? [...COLUMNS, "bo_action"] : COLUMNS;
  const { marked, largest } = rankLiabilities(markets);
  const limited = markets.find((market) => market.id === limiting);
  return (
    <section className={`card ${styles.section}`} aria-labelledby="book-trading-title">
      <div className={styles.sectionHead}>
        <h2 id="book-trading-title">{t("bo_book_trading")}</h2>
        <small className="muted">{t("bo_book_trading_explained")}</small>
      </div>
      {markets.length === 0 ? (
        <p className={styles.note}>{t("bo_book_no_markets")}</p>
      ) : (
        <div className="table-wrap">
          <table className={`table ${styles.trading}`} data-testid="book-trading-table">
            <thead>
              <tr>
                {columns.map((key) => (
                  <th key={key} scope="col" className={NUMBER_COLUMNS.has(key) ? games.number : undefined}>
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            {markets.map((market) => (
              <MarketRows
                key={market.id}
                market={market}
                sides={{ home: event.home, away: event.away }}
                columns={columns.length}
                marked={marked}
                largest={largest}
                canTrade={props.canTrade}
                onLimit={(chosen) => setLimiting(chosen.id)}
              />
            ))}
          </table>
        </div>
      )}
      {limited && <MarketLimitDialog market={limited} onClose={() => setLimiting(null)} />}
    </section>
  );
}
