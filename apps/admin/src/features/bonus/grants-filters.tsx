import { GRANT_STATES } from "@orchid/contract/bonus";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SelectFilter } from "../games/select-filter.tsx";
import styles from "./bonus.module.css";
import { GRANT_STATE_LOOKS } from "./bonus-vocabulary.ts";

export const GRANT_FILTERS = ["campaignId", "username", "state"] as const;
export type TGrantValues = Record<(typeof GRANT_FILTERS)[number], string>;

/** Campaign and state apply at once; the member's username when sent. */
export function GrantsFilters(props: {
  values: TGrantValues;
  campaigns: readonly { value: string; label: string }[];
  onChange: (patch: Partial<TGrantValues>) => void;
}) {
  const { t } = useTranslation();
  const [username, setUsername] = useState(props.values.username);
  // Back and forward change the search in the address; the box follows.
  useEffect(() => setUsername(props.values.username), [props.values.username]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    props.onChange({ username: username.trim() });
  }

  return (
    <form className={`card ${styles.filters}`} onSubmit={handleSubmit} aria-label={t("bo_queue_filters")}>
      <SelectFilter
        label={t("bo_bonus_col_campaign")}
        value={props.values.campaignId}
        options={props.campaigns}
        onChange={(campaignId) => props.onChange({ campaignId })}
        testId="bonus-grants-campaign"
      />
      <SelectFilter
        label={t("bo_status")}
        value={props.values.state}
        options={GRANT_STATES.map((state) => ({ value: state, label: t(GRANT_STATE_LOOKS[state].key) }))}
        onChange={(state) => props.onChange({ state })}
        testId="bonus-grants-state"
      />
      <label className={`${styles.filter} ${styles.searchFilter}`}>
        <span>{t("bo_member")}</span>
        <input
          className="input"
          type="search"
          placeholder={t("bo_username")}
          maxLength={64}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          data-testid="bonus-grants-username"
        />
      </label>
      <button type="submit" className="btn">
        {t("bo_filter")}
      </button>
    </form>
  );
}
