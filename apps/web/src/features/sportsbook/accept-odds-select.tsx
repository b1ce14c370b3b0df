import { ACCEPT_ODDS, type TAcceptOdds } from "@orchid/contract/sportsbook";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import styles from "./slip.module.css";
import { chooseAcceptOdds, useBookPrefs } from "./use-book-prefs.ts";

/** Which price changes a bet takes on its own: none, better ones, or any. */
export function AcceptOddsSelect() {
  const { t } = useTranslation();
  const id = useId();
  const value = useBookPrefs((state) => state.acceptOdds);
  return (
    <div className={styles.acceptOdds}>
      <label htmlFor={id}>{t("sb_accept_odds")}</label>
      <select
        id={id}
        value={value}
        data-testid="sb-accept-odds"
        onChange={(event) => chooseAcceptOdds(event.target.value as TAcceptOdds)}
      >
        {ACCEPT_ODDS.map((choice) => (
          <option key={choice} value={choice}>
            {t(`sb_accept_${choice}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
