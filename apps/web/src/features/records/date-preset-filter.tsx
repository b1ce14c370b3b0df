import { DATE_PRESETS } from "@orchid/contract/money";
import { PresetPeriodFilter } from "../../ui/preset-period-filter.tsx";
import type { TPeriod } from "./period-query.ts";

type TDatePresetFilterProps = { value: TPeriod; onChange: (period: TPeriod) => void };

/**
 * The date filter of the record pages (spec §9): today, previous and next 7 and 30 days, or a
 * custom from–to in the merchant's time zone.
 */
export function DatePresetFilter({ value, onChange }: TDatePresetFilterProps) {
  return (
    <PresetPeriodFilter
      value={value}
      onChange={onChange}
      presets={DATE_PRESETS}
      labelKey={(preset) => `period_${preset}`}
      testId="date-preset-filter"
      chipPrefix="period"
    />
  );
}
