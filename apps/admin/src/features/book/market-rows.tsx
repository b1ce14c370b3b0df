import type { TBoBookTrading } from "@orchid/contract/backoffice-book";
import { useTranslation } from "react-i18next";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import games from "../games/games.module.css";
import styles from "./book.module.css";
import { MARKET_STATE_LOOKS } from "./book-vocabulary.ts";
import { formatOdds } from "./decimal-odds.ts";
import { MarketActions } from "./market-actions.tsx";
import { marketTitle, selectionLabel } from "./selection-label.ts";
import { SelectionSwitch } from "./selection-switch.tsx";

type TMarket = TBoBookTrading["markets"][number];

/**
 * One market of the trading view: a heading row (name with its line, state, limit per bet and,
 * for a trader, its switches), then a row per selection with the feed's price, the merchant's,
 * whether it is open, and the merchant's bets, stakes and liability on it. The largest
 * liabilities of the event are marked; a negative one is what the merchant gains.
 */
export function MarketRows(props: {
  market: TMarket;
  sides: { home: string; away: string | null };
  columns: number;
  marked: ReadonlySet<number>;
  largest: number;
  canTrade: boolean;
  onLimit: (market: TMarket) => void;
}) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const formatNumber = useFormatNumber();
  const { market } = props;
  const look = MARKET_STATE_LOOKS[market.state];
  return (
    <tbody data-testid={`book-market-${market.id}`}>
      <tr className={styles.marketHead}>
        <td colSpan={props.columns}>
          <div className={styles.marketHeadInner}>
            <div className={styles.marketName}>
              <span>{marketTitle(market, t)}</span>
              <span className={look.badge} data-state={market.state}>
                {t(look.key)}
              </span>
              <span className={styles.limit}>
                {market.maxStake === null
                  ? t("bo_book_limit_default")
                  : t("bo_book_limit_is", { amount: formatMinor(market.maxStake) })}
              </span>
            </div>
            {props.canTrade && <MarketActions market={market} onLimit={() => props.onLimit(market)} />}
          </div>
        </td>
      </tr>
      {market.selections.map((selection) => {
        const isMarked = props.marked.has(selection.id);
        const share = props.largest === 0 ? 0 : Math.abs(selection.liability) / props.largest;
        const rowClass = [selection.open ? "" : styles.closedSelection, isMarked ? styles.marked : ""]
          .filter(Boolean)
          .join(" ");
        const sideCode = selection.code === "home" || selection.code === "away";
        return (
          <tr
            key={selection.id}
            className={rowClass || undefined}
            data-testid={`book-selection-${selection.id}`}
          >
            <td>
              <div className={styles.selectionCell}>
                <span>{selectionLabel(market, selection, t, props.sides)}</span>
                {sideCode && (
                  <small>{t(selection.code === "home" ? "bo_book_sel_home" : "bo_book_sel_away")}</small>
                )}
              </div>
            </td>
            <td className={games.number}>{formatOdds(selection.feedOdds)}</td>
            <td className={`${games.number} ${styles.price}`}>{formatOdds(selection.odds)}</td>
            <td>
              <span className={selection.open ? "badge badge-ok" : "badge"}>
                {t(selection.open ? "bo_book_selection_open" : "bo_book_selection_off")}
              </span>
            </td>
            <td className={games.number}>{formatNumber(selection.bets)}</td>
            <td className={games.number}>{formatMinor(selection.stake)}</td>
            <td className={games.number}>
              <div className={styles.liability}>
                <span
                  className={selection.liability < 0 ? styles.gainText : isMarked ? styles.danger : undefined}
                  title={t(isMarked ? "bo_book_largest_liability" : "bo_book_liability_hint")}
                >
                  {formatMinor(selection.liability)}
                </span>
                {props.largest > 0 && (
                  <span className={styles.bar} aria-hidden="true">
                    <span
                      className={selection.liability < 0 ? styles.gain : undefined}
                      style={{ width: `${Math.round(share * 100)}%` }}
                    />
                  </span>
                )}
              </div>
            </td>
            {props.canTrade && (
              <td>
                <div className={games.actions}>
                  <SelectionSwitch selectionId={selection.id} open={selection.open} />
                </div>
              </td>
            )}
          </tr>
        );
      })}
    </tbody>
  );
}
