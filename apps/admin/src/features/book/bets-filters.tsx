import { BET_STATES } from "@orchid/contract/sportsbook";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "../games/games.module.css";
import { SelectFilter } from "../games/select-filter.tsx";
import { BET_PERIOD_KEYS, BET_PERIODS } from "./bet-period.ts";
import { BET_STATE_LOOKS } from "./book-vocabulary.ts";

export const BET_FILTERS = ["preset", "from", "to", "username", "eventId", "state"] as const;
export type TBetValues = Record<(typeof BET_FILTERS)[number], string>;

/** Period (the merchant's days) and state apply at once; the member's username when sent. */
export function BetsFilters(props: { values: TBetValues; onChange: (patch: Partial<TBetValues>) => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState(props.values.username);
  useEffect(() => setUsername(props.values.username), [props.values.username]);
  const preset = BET_PERIODS.find((period) => period === props.values.preset) ?? "last7";

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    props.onChange({ username: username.trim() });
  }

  return (
    <form className={`card ${styles.filters}`} onSubmit={handleSubmit} aria-label={t("bo_queue_filters")}>
      <label className={styles.filter}>
        <span>{t("bo_queue_period")}</span>
        <select
          className="select"
          value={preset}
          onChange={(event) => props.onChange({ preset: event.target.value })}
          data-testid="book-bets-period"
        >
          {BET_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(BET_PERIOD_KEYS[period])}
            </option>
          ))}
        </select>
      </label>
      {preset === "custom" &&
        (["from", "to"] as const).map((bound) => (
          <label key={bound} className={styles.filter}>
            <span>{t(bound === "from" ? "bo_queue_from" : "bo_queue_to")}</span>
            <input
              className="input"
              type="date"
              value={props.values[bound]}
              min={bound === "to" ? props.values.from || undefined : undefined}
              max={bound === "from" ? props.values.to || undefined : undefined}
              onChange={(event) => props.onChange({ [bound]: event.target.value })}
            />
          </label>
        ))}
      <SelectFilter
        label={t("bo_status")}
        value={props.values.state}
        options={BET_STATES.map((state) => ({ value: state, label: t(BET_STATE_LOOKS[state].key) }))}
        onChange={(state) => props.onChange({ state })}
        testId="book-bets-state"
      />
      <label className={`${styles.filter} ${styles.searchFilter}`}>
        <span>{t("bo_member")}</span>
        <input
          className="input"
          type="search"
          placeholder={t("bo_games_username_placeholder")}
          maxLength={64}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          data-testid="book-bets-username"
        />
      </label>
      <button type="submit" className="btn">
        {t("bo_filter")}
      </button>
    </form>
  );
}
