import { ODDS_DISPLAY, type TOddsDisplay } from "@orchid/contract/sportsbook";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import styles from "./book.module.css";
import { chooseOddsDisplay, useBookPrefs } from "./use-book-prefs.ts";

/** How odds read: decimal, Hong Kong, Malay or Indonesian (saved for members, kept locally for visitors). */
export function OddsFormatSelect() {
  const { t } = useTranslation();
  const id = useId();
  const value = useBookPrefs((state) => state.oddsDisplay);
  return (
    <div className={styles.select}>
      <label htmlFor={id}>{t("sb_odds_format")}</label>
      <select
        id={id}
        value={value}
        data-testid="sb-odds-format"
        onChange={(event) => chooseOddsDisplay(event.target.value as TOddsDisplay)}
      >
        {ODDS_DISPLAY.map((format) => (
          <option key={format} value={format}>
            {t(`sb_odds_${format}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
