import { LINE_MARKETS } from "@orchid/contract/sportsbook";
import { useTranslation } from "react-i18next";
import styles from "./book.module.css";
import { MARKET_TYPE_KEYS } from "./book-vocabulary.ts";
import type { TMarketDraft } from "./market-draft.ts";
import { isHandicap, parseLine } from "./quarter-line.ts";
import { marketTitle, selectionLabel } from "./selection-label.ts";

/**
 * One market as typed: its name, its line (a handicap is the home side's, a total the total) or
 * its map, and each selection's price as decimal odds. A market the event already has keeps its
 * type and line; a new one may be removed.
 */
export function MarketEditor(props: {
  market: TMarketDraft;
  /** The market's place in the list: its fields' paths are `markets.<index>.…`. */
  index: number;
  sides: { home: string; away: string };
  errorOf: (path: string) => string | null;
  onChange: (market: TMarketDraft) => void;
  onRemove: (() => void) | null;
}) {
  const { t } = useTranslation();
  const { market, index } = props;
  const at = `markets.${index}`;
  const line = parseLine(market.line);
  const map = /^\d$/.test(market.map.trim()) ? Number(market.map) : 1;
  const shown = { type: market.type, line: line ?? 0, map };
  const named = {
    home: props.sides.home.trim() || t("bo_book_sel_home"),
    away: props.sides.away.trim() || t("bo_book_sel_away"),
  };
  const hasLine = LINE_MARKETS.includes(market.type);
  const paths = [at, `${at}.type`, `${at}.line`, `${at}.map`];
  const errorKey = [...paths, ...market.selections.map((_, place) => `${at}.selections.${place}.odds`)]
    .map((path) => props.errorOf(path))
    .find((key) => key !== null);

  function setOdds(place: number, odds: string) {
    const selections = market.selections.map((selection, index) =>
      index === place ? { ...selection, odds } : selection,
    );
    props.onChange({ ...market, selections });
  }

  return (
    <div className={styles.marketEditor} data-testid={`book-market-editor-${index}`}>
      <div className={styles.marketEditorHead}>
        <h3>{market.fixed ? marketTitle(shown, t) : t(MARKET_TYPE_KEYS[market.type], { map })}</h3>
        {!market.fixed && (
          <div className={styles.editorControls}>
            {hasLine && (
              <label className="field">
                <span>{t(isHandicap(market.type) ? "bo_book_home_line" : "bo_book_total_line")}</span>
                <input
                  className={`input mono ${styles.lineField}`}
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={7}
                  value={market.line}
                  aria-invalid={Boolean(props.errorOf(`${at}.line`))}
                  onChange={(event) => props.onChange({ ...market, line: event.target.value })}
                  data-testid={`book-market-line-${index}`}
                />
              </label>
            )}
            {market.type === "map_winner" && (
              <label className="field">
                <span>{t("bo_book_map")}</span>
                <input
                  className={`input mono ${styles.lineField}`}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={1}
                  value={market.map}
                  aria-invalid={Boolean(props.errorOf(`${at}.map`))}
                  onChange={(event) => props.onChange({ ...market, map: event.target.value })}
                />
              </label>
            )}
            {props.onRemove && (
              <button type="button" className="btn btn-small btn-danger" onClick={props.onRemove}>
                {t("bo_book_remove_market")}
              </button>
            )}
          </div>
        )}
      </div>
      <div className={styles.selectionFields}>
        {market.selections.map((selection, place) => {
          const path = `${at}.selections.${place}.odds`;
          return (
            <label key={selection.code} className="field">
              <span>{selectionLabel(shown, selection, t, named)}</span>
              <input
                className="input"
                inputMode="decimal"
                autoComplete="off"
                maxLength={8}
                value={selection.odds}
                aria-invalid={Boolean(props.errorOf(path))}
                onChange={(event) => setOdds(place, event.target.value)}
                data-testid={`book-odds-${index}-${selection.code}`}
              />
            </label>
          );
        })}
      </div>
      {errorKey && (
        <p className={`field-error ${styles.problem}`} role="alert">
          {t(errorKey)}
        </p>
      )}
    </div>
  );
}
