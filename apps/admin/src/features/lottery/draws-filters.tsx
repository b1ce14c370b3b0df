import { DRAW_SOURCES, type TBoLotteryGame } from "@orchid/contract/backoffice-lottery";
import { DRAW_STATES } from "@orchid/contract/lottery";
import { useTranslation } from "react-i18next";
import styles from "../games/games.module.css";
import { PeriodFilter } from "../games/period-filter.tsx";
import { SelectFilter } from "../games/select-filter.tsx";
import { DRAW_STATE_LOOKS, SOURCE_KEYS } from "./lottery-vocabulary.ts";

export const DRAW_FILTERS = ["preset", "from", "to", "gameCode", "state", "source"] as const;
export type TDrawValues = Record<(typeof DRAW_FILTERS)[number], string>;

/** Draw time (a period of the merchant's days), game, state and result source; each applies at once. */
export function DrawsFilters(props: {
  values: TDrawValues;
  games: TBoLotteryGame[];
  onChange: (patch: Partial<TDrawValues>) => void;
}) {
  const { t } = useTranslation();
  return (
    <form className={`card ${styles.filters}`} aria-label={t("bo_queue_filters")}>
      <PeriodFilter values={props.values} onChange={props.onChange} />
      <SelectFilter
        label={t("bo_lottery_game")}
        value={props.values.gameCode}
        options={props.games.map((game) => ({ value: game.code, label: game.name ?? game.code }))}
        onChange={(gameCode) => props.onChange({ gameCode })}
        testId="lottery-draws-game"
      />
      <SelectFilter
        label={t("bo_status")}
        value={props.values.state}
        options={DRAW_STATES.map((state) => ({ value: state, label: t(DRAW_STATE_LOOKS[state].key) }))}
        onChange={(state) => props.onChange({ state })}
        testId="lottery-draws-state"
      />
      <SelectFilter
        label={t("bo_lottery_source")}
        value={props.values.source}
        options={DRAW_SOURCES.map((source) => ({ value: source, label: t(SOURCE_KEYS[source]) }))}
        onChange={(source) => props.onChange({ source })}
      />
    </form>
  );
}
