import type { TMarketType } from "@orchid/contract/sportsbook";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./book.module.css";
import { MARKET_TYPE_KEYS } from "./book-vocabulary.ts";
import { KIND_MARKET_TYPES, newMarketDraft, type TMarketDraft } from "./market-draft.ts";
import { MarketEditor } from "./market-editor.tsx";

/** The next map without a map winner market yet (1 when none has one). */
function nextMap(markets: readonly TMarketDraft[]): string {
  const taken = new Set(
    markets.filter((market) => market.type === "map_winner").map((market) => market.map.trim()),
  );
  for (let map = 1; map <= 9; map += 1) if (!taken.has(String(map))) return String(map);
  return "1";
}

/**
 * An event's markets as typed, and a market of any type the event's kind takes to add (with its
 * usual selections and opening prices); the markets added here may be removed again.
 */
export function MarketsEditor(props: {
  kind: "match" | "series";
  markets: TMarketDraft[];
  sides: { home: string; away: string };
  errorOf: (path: string) => string | null;
  onChange: (markets: TMarketDraft[]) => void;
}) {
  const { t } = useTranslation();
  const types = KIND_MARKET_TYPES[props.kind];
  const [adding, setAdding] = useState<TMarketType>(types[0] ?? "match_winner");
  const type = types.includes(adding) ? adding : (types[0] ?? "match_winner");
  const { markets } = props;

  function add() {
    props.onChange([...markets, newMarketDraft(type, { map: nextMap(markets) })]);
  }

  return (
    <div className="stack">
      <p className={styles.note}>{t("bo_book_markets_explained")}</p>
      {markets.map((market, index) => (
        <MarketEditor
          key={market.id}
          market={market}
          index={index}
          sides={props.sides}
          errorOf={props.errorOf}
          onChange={(changed) =>
            props.onChange(markets.map((each) => (each.id === market.id ? changed : each)))
          }
          onRemove={
            market.fixed ? null : () => props.onChange(markets.filter((each) => each.id !== market.id))
          }
        />
      ))}
      {props.errorOf("markets") && (
        <p className={styles.problem} role="alert">
          {t(props.errorOf("markets") ?? "")}
        </p>
      )}
      <div className="row">
        <select
          className={`select ${styles.autoSelect}`}
          value={type}
          aria-label={t("bo_book_market_type")}
          onChange={(event) => setAdding(event.target.value as TMarketType)}
          data-testid="book-add-market-type"
        >
          {types.map((each) => (
            <option key={each} value={each}>
              {t(MARKET_TYPE_KEYS[each], { map: nextMap(markets) })}
            </option>
          ))}
        </select>
        <button type="button" className="btn" onClick={add} data-testid="book-add-market">
          {t("bo_book_add_market")}
        </button>
      </div>
    </div>
  );
}
