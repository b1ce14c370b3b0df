import type { TBoGameVendor } from "@orchid/contract/backoffice-games";
import { GAME_TYPES } from "@orchid/contract/games";
import { useTranslation } from "react-i18next";
import styles from "./games.module.css";
import { PeriodFilter } from "./period-filter.tsx";
import { SelectFilter } from "./select-filter.tsx";

export const RTP_FILTERS = ["preset", "from", "to", "gameType", "vendorCode", "model"] as const;
export type TRtpValues = Record<(typeof RTP_FILTERS)[number], string>;

/** Period, type, vendor and maths model; each applies at once. */
export function RtpFilters(props: {
  values: TRtpValues;
  vendors: TBoGameVendor[];
  models: readonly string[];
  onChange: (patch: Partial<TRtpValues>) => void;
}) {
  const { t } = useTranslation();
  return (
    <form className={`card ${styles.filters}`} aria-label={t("bo_queue_filters")}>
      <PeriodFilter values={props.values} onChange={props.onChange} />
      <SelectFilter
        label={t("bo_games_type")}
        value={props.values.gameType}
        options={GAME_TYPES.map((type) => ({ value: type, label: type }))}
        onChange={(gameType) => props.onChange({ gameType })}
      />
      <SelectFilter
        label={t("bo_games_vendor")}
        value={props.values.vendorCode}
        options={props.vendors.map((vendor) => ({ value: vendor.code, label: vendor.name }))}
        onChange={(vendorCode) => props.onChange({ vendorCode })}
      />
      <SelectFilter
        label={t("bo_games_model")}
        value={props.values.model}
        options={props.models.map((model) => ({ value: model, label: model }))}
        onChange={(model) => props.onChange({ model })}
        testId="rtp-model"
      />
    </form>
  );
}
