import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./points.module.css";
import { REDEEM_STATE_LOOKS } from "./points-vocabulary.ts";
import { ALL_STATES, REDEEM_STATE_CHOICES, type TRedeemStateChoice } from "./redeem-filters.ts";

export const REDEEM_FILTERS = ["state", "username"] as const;
export type TRedeemValues = Record<(typeof REDEEM_FILTERS)[number], string>;

/** The state applies at once (the queue by default, the history by state or all); the member when sent. */
export function RedeemFiltersBar(props: {
  state: TRedeemStateChoice;
  username: string;
  onChange: (patch: Partial<TRedeemValues>) => void;
}) {
  const { t } = useTranslation();
  const [username, setUsername] = useState(props.username);
  // Back and forward change the search in the address; the box follows.
  useEffect(() => setUsername(props.username), [props.username]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    props.onChange({ username: username.trim() });
  }

  return (
    <form className={`card ${styles.filters}`} onSubmit={handleSubmit} aria-label={t("bo_queue_filters")}>
      <label className={styles.filter}>
        <span>{t("bo_status")}</span>
        <select
          className="select"
          value={props.state}
          // The queue is the default, so it leaves the address without a state.
          onChange={(event) =>
            props.onChange({ state: event.target.value === "applying" ? "" : event.target.value })
          }
          data-testid="points-redeems-state"
        >
          {REDEEM_STATE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice === ALL_STATES ? t("bo_queue_all") : t(REDEEM_STATE_LOOKS[choice].key)}
            </option>
          ))}
        </select>
      </label>
      <label className={`${styles.filter} ${styles.searchFilter}`}>
        <span>{t("bo_member")}</span>
        <input
          className="input"
          type="search"
          placeholder={t("bo_username")}
          maxLength={64}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          data-testid="points-redeems-username"
        />
      </label>
      <button type="submit" className="btn">
        {t("bo_filter")}
      </button>
    </form>
  );
}
