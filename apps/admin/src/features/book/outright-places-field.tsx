import { useTranslation } from "react-i18next";
import styles from "./book.module.css";

/**
 * An outright's standings as published: each competitor's finishing place (blank for the rest of
 * the field; a shared place is a dead heat, and the next place is the one after all of them), or
 * withdrawn (the competitor took no part: bets on it are void).
 */
export function OutrightPlacesField(props: {
  competitors: readonly { code: string; name: string }[];
  places: Record<string, string>;
  withdrawn: string[];
  errorKey: string | null;
  onChange: (patch: { places?: Record<string, string>; withdrawn?: string[] }) => void;
}) {
  const { t } = useTranslation();
  const { places, withdrawn } = props;

  function setWithdrawn(code: string, isWithdrawn: boolean) {
    const rest = withdrawn.filter((each) => each !== code);
    props.onChange({
      withdrawn: isWithdrawn ? [...rest, code] : rest,
      ...(isWithdrawn ? { places: { ...places, [code]: "" } } : {}),
    });
  }

  return (
    <fieldset className={styles.group} aria-invalid={Boolean(props.errorKey)}>
      <legend>{t("bo_book_standings")}</legend>
      <p className={styles.note}>{t("bo_book_standings_hint")}</p>
      <ul className={styles.placesList}>
        {props.competitors.map(({ code, name }) => {
          const isWithdrawn = withdrawn.includes(code);
          return (
            <li key={code} data-testid={`book-place-${code}`}>
              <span>{name}</span>
              <label className={styles.placeInput}>
                {t("bo_book_place")}
                <input
                  className="input"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={3}
                  disabled={isWithdrawn}
                  value={places[code] ?? ""}
                  onChange={(event) => props.onChange({ places: { ...places, [code]: event.target.value } })}
                />
              </label>
              <label className="check">
                <input
                  type="checkbox"
                  checked={isWithdrawn}
                  onChange={(event) => setWithdrawn(code, event.target.checked)}
                />
                {t("bo_book_withdrawn")}
              </label>
            </li>
          );
        })}
      </ul>
      {props.errorKey && (
        <small className="field-error" role="alert">
          {t(props.errorKey)}
        </small>
      )}
    </fieldset>
  );
}
