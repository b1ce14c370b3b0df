import { useTranslation } from "react-i18next";
import styles from "./book.module.css";
import { MAPS_MAX, mapScore, type TMapWinner } from "./result-draft.ts";

/** A series' maps in the order they were played, each with its winner; maps are added and removed at the end. */
export function MapWinnersField(props: {
  maps: TMapWinner[];
  sides: { home: string; away: string };
  errorKey: string | null;
  onChange: (maps: TMapWinner[]) => void;
}) {
  const { t } = useTranslation();
  const { maps } = props;
  const score = mapScore(maps);

  function setWinner(index: number, side: TMapWinner) {
    props.onChange(maps.map((each, place) => (place === index ? side : each)));
  }

  return (
    <fieldset className={styles.group} aria-invalid={Boolean(props.errorKey)}>
      <legend>{t("bo_book_map_winners")}</legend>
      {maps.length === 0 ? (
        <p className={styles.note}>{t("bo_book_no_maps_yet")}</p>
      ) : (
        <ol className={styles.mapsList}>
          {maps.map((side, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a map is its place in the series
            <li key={index} data-testid={`book-map-${index + 1}`}>
              <span>{t("bo_book_map_n", { n: index + 1 })}</span>
              <span
                className={styles.choice}
                role="radiogroup"
                aria-label={t("bo_book_map_n", { n: index + 1 })}
              >
                {(["home", "away"] as const).map((each) => (
                  <label key={each} className="check">
                    <input
                      type="radio"
                      name={`book-map-${index}`}
                      checked={side === each}
                      onChange={() => setWinner(index, each)}
                    />
                    {props.sides[each]}
                  </label>
                ))}
              </span>
            </li>
          ))}
        </ol>
      )}
      <div className="row">
        <button
          type="button"
          className="btn btn-small"
          disabled={maps.length >= MAPS_MAX}
          onClick={() => props.onChange([...maps, "home"])}
          data-testid="book-map-add"
        >
          {t("bo_book_add_map")}
        </button>
        <button
          type="button"
          className="btn btn-small"
          disabled={maps.length === 0}
          onClick={() => props.onChange(maps.slice(0, -1))}
        >
          {t("bo_book_remove_map")}
        </button>
        <span className="muted" data-testid="book-map-score">
          {t("bo_book_maps_score", { home: score.home, away: score.away })}
        </span>
      </div>
      {props.errorKey && (
        <small className="field-error" role="alert">
          {t(props.errorKey)}
        </small>
      )}
    </fieldset>
  );
}
