import type { TBoLotteryGame } from "@orchid/contract/backoffice-lottery";
import { SLIP_STATES } from "@orchid/contract/lottery";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "../games/games.module.css";
import { PeriodFilter } from "../games/period-filter.tsx";
import { SelectFilter } from "../games/select-filter.tsx";
import { SLIP_STATE_LOOKS } from "./lottery-vocabulary.ts";

export const SLIP_FILTERS = ["preset", "from", "to", "username", "gameCode", "drawId", "state"] as const;
export type TSlipValues = Record<(typeof SLIP_FILTERS)[number], string>;

/** Period, game and state apply at once; the member's username when sent. */
export function SlipsFilters(props: {
  values: TSlipValues;
  games: TBoLotteryGame[];
  onChange: (patch: Partial<TSlipValues>) => void;
}) {
  const { t } = useTranslation();
  const [username, setUsername] = useState(props.values.username);
  useEffect(() => setUsername(props.values.username), [props.values.username]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    props.onChange({ username: username.trim() });
  }

  return (
    <form className={`card ${styles.filters}`} onSubmit={handleSubmit} aria-label={t("bo_queue_filters")}>
      <PeriodFilter values={props.values} onChange={props.onChange} />
      <SelectFilter
        label={t("bo_lottery_game")}
        value={props.values.gameCode}
        options={props.games.map((game) => ({ value: game.code, label: game.name ?? game.code }))}
        onChange={(gameCode) => props.onChange({ gameCode })}
        testId="lottery-slips-game"
      />
      <SelectFilter
        label={t("bo_status")}
        value={props.values.state}
        options={SLIP_STATES.map((state) => ({ value: state, label: t(SLIP_STATE_LOOKS[state].key) }))}
        onChange={(state) => props.onChange({ state })}
        testId="lottery-slips-state"
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
          data-testid="lottery-slips-username"
        />
      </label>
      <button type="submit" className="btn">
        {t("bo_filter")}
      </button>
    </form>
  );
}
