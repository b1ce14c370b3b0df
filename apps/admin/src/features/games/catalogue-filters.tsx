import type { TBoGameVendor } from "@orchid/contract/backoffice-games";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { GameTypeFilter } from "./game-type-filter.tsx";
import styles from "./games.module.css";
import { SelectFilter } from "./select-filter.tsx";
import { VendorFilter } from "./vendor-filter.tsx";

export const CATALOGUE_FILTERS = ["gameType", "vendorCode", "q", "enabled", "hot"] as const;
export type TCatalogueValues = Record<(typeof CATALOGUE_FILTERS)[number], string>;

/** Type, vendor, switch and hot flag apply at once; the name search when sent. */
export function CatalogueFilters(props: {
  values: TCatalogueValues;
  vendors: TBoGameVendor[];
  onChange: (patch: Partial<TCatalogueValues>) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(props.values.q);
  // Back and forward change the search in the address; the box follows.
  useEffect(() => setDraft(props.values.q), [props.values.q]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    props.onChange({ q: draft.trim() });
  }

  return (
    <form className={`card ${styles.filters}`} onSubmit={handleSubmit} aria-label={t("bo_queue_filters")}>
      <GameTypeFilter
        value={props.values.gameType}
        onChange={(gameType) => props.onChange({ gameType })}
        testId="catalogue-type"
      />
      <VendorFilter
        vendors={props.vendors}
        value={props.values.vendorCode}
        onChange={(vendorCode) => props.onChange({ vendorCode })}
        testId="catalogue-vendor"
      />
      <SelectFilter
        label={t("bo_games_enabled")}
        value={props.values.enabled}
        options={[
          { value: "true", label: t("bo_games_on") },
          { value: "false", label: t("bo_games_off") },
        ]}
        onChange={(enabled) => props.onChange({ enabled })}
      />
      <SelectFilter
        label={t("bo_games_hot")}
        value={props.values.hot}
        options={[
          { value: "true", label: t("bo_games_hot_only") },
          { value: "false", label: t("bo_games_not_hot") },
        ]}
        onChange={(hot) => props.onChange({ hot })}
      />
      <label className={`${styles.filter} ${styles.searchFilter}`}>
        <span>{t("bo_games_name_search")}</span>
        <input
          className="input"
          type="search"
          placeholder={t("bo_games_name_search_placeholder")}
          maxLength={64}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          data-testid="catalogue-search"
        />
      </label>
      <button type="submit" className="btn">
        {t("bo_filter")}
      </button>
    </form>
  );
}
