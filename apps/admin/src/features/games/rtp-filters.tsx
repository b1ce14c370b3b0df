import type { TBoGameVendor } from "@orchid/contract/backoffice-games";
import { useTranslation } from "react-i18next";
import { GameTypeFilter } from "./game-type-filter.tsx";
import styles from "./games.module.css";
import { PeriodFilter } from "./period-filter.tsx";
import { SelectFilter } from "./select-filter.tsx";
import { VendorFilter } from "./vendor-filter.tsx";

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
      <GameTypeFilter value={props.values.gameType} onChange={(gameType) => props.onChange({ gameType })} />
      <VendorFilter
        vendors={props.vendors}
        value={props.values.vendorCode}
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
