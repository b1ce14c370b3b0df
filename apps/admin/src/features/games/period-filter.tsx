import { PeriodFields } from "../../ui/period-fields.tsx";
import { PERIOD_PRESETS, type TPeriodPreset } from "../../ui/period-presets.ts";
import styles from "./games.module.css";
import { oneOf } from "./use-param-filters.ts";

export type TPeriodValues = { preset: string; from: string; to: string };

/** The period's query fields (last 7 days unless told; custom needs both days). */
export function periodInput(values: TPeriodValues) {
  const preset: TPeriodPreset = oneOf(values.preset, PERIOD_PRESETS) ?? "last7";
  const isCustom = preset === "custom";
  return {
    preset,
    from: isCustom ? values.from || undefined : undefined,
    to: isCustom ? values.to || undefined : undefined,
  };
}

/** A custom period can be asked for only once both days are chosen. */
export function isPeriodComplete(values: TPeriodValues): boolean {
  const { preset, from, to } = periodInput(values);
  return preset !== "custom" || Boolean(from && to);
}

/** Period presets and, for a custom period, its first and last day (the merchant's days). */
export function PeriodFilter(props: {
  values: TPeriodValues;
  onChange: (patch: Partial<TPeriodValues>) => void;
}) {
  const { preset } = periodInput(props.values);
  return (
    <PeriodFields
      value={{ ...props.values, preset }}
      onChange={props.onChange}
      fieldClassName={styles.filter}
      testId="games-period"
    />
  );
}
