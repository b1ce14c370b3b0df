import { ROUND_STATUSES, type TBoGameVendor } from "@orchid/contract/backoffice-games";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { GameTypeFilter } from "./game-type-filter.tsx";
import styles from "./games.module.css";
import { ROUND_STATUS } from "./games-vocabulary.ts";
import { PeriodFilter } from "./period-filter.tsx";
import { SelectFilter } from "./select-filter.tsx";
import { VendorFilter } from "./vendor-filter.tsx";

export const ROUND_FILTERS = [
  "preset",
  "from",
  "to",
  "username",
  "gameId",
  "vendorCode",
  "gameType",
  "status",
] as const;
export type TRoundValues = Record<(typeof ROUND_FILTERS)[number], string>;

/** Period, vendor, type and status apply at once; the member's username when sent. */
export function RoundsFilters(props: {
  values: TRoundValues;
  vendors: TBoGameVendor[];
  onChange: (patch: Partial<TRoundValues>) => void;
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
      <VendorFilter
        vendors={props.vendors}
        value={props.values.vendorCode}
        onChange={(vendorCode) => props.onChange({ vendorCode })}
      />
      <GameTypeFilter value={props.values.gameType} onChange={(gameType) => props.onChange({ gameType })} />
      <SelectFilter
        label={t("bo_status")}
        value={props.values.status}
        options={ROUND_STATUSES.map((status) => ({ value: status, label: t(ROUND_STATUS[status].key) }))}
        onChange={(status) => props.onChange({ status })}
        testId="rounds-status"
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
          data-testid="rounds-username"
        />
      </label>
      <button type="submit" className="btn">
        {t("bo_filter")}
      </button>
    </form>
  );
}
