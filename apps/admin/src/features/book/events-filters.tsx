import { BOOK_SPORTS } from "@orchid/contract/sportsbook";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "../games/games.module.css";
import { SelectFilter } from "../games/select-filter.tsx";
import { EVENT_FILTER_KEYS, SPORT_KEYS } from "./book-vocabulary.ts";

export const EVENT_FILTERS = ["sport", "state", "q"] as const;
export type TEventValues = Record<(typeof EVENT_FILTERS)[number], string>;

/** Sport and state apply at once; the name (a team or a competition) when sent. */
export function EventsFilters(props: {
  values: TEventValues;
  onChange: (patch: Partial<TEventValues>) => void;
}) {
  const { t } = useTranslation();
  const [q, setQ] = useState(props.values.q);
  useEffect(() => setQ(props.values.q), [props.values.q]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    props.onChange({ q: q.trim() });
  }

  return (
    <form className={`card ${styles.filters}`} onSubmit={handleSubmit} aria-label={t("bo_queue_filters")}>
      <SelectFilter
        label={t("bo_book_sport")}
        value={props.values.sport}
        options={BOOK_SPORTS.map((sport) => ({ value: sport, label: t(SPORT_KEYS[sport]) }))}
        onChange={(sport) => props.onChange({ sport })}
        testId="book-events-sport"
      />
      <SelectFilter
        label={t("bo_status")}
        value={props.values.state}
        options={Object.entries(EVENT_FILTER_KEYS).map(([state, key]) => ({ value: state, label: t(key) }))}
        onChange={(state) => props.onChange({ state })}
        testId="book-events-state"
      />
      <label className={`${styles.filter} ${styles.searchFilter}`}>
        <span>{t("bo_book_search")}</span>
        <input
          className="input"
          type="search"
          placeholder={t("bo_book_search_placeholder")}
          maxLength={40}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          data-testid="book-events-q"
        />
      </label>
      <button type="submit" className="btn">
        {t("bo_filter")}
      </button>
    </form>
  );
}
