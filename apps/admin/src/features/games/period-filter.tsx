import { useTranslation } from "react-i18next";
import { PRESET_KEYS, QUEUE_PRESETS, type TQueuePreset } from "../payments/queue-filters.ts";
import styles from "./games.module.css";
import { oneOf } from "./use-param-filters.ts";

export type TPeriodValues = { preset: string; from: string; to: string };

/** The period's query fields (last 7 days unless told; custom needs both days). */
export function periodInput(values: TPeriodValues) {
  const preset: TQueuePreset = oneOf(values.preset, QUEUE_PRESETS) ?? "last7";
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
  const { t } = useTranslation();
  const { preset } = periodInput(props.values);
  return (
    <>
      <label className={styles.filter}>
        <span>{t("bo_queue_period")}</span>
        <select
          className="select"
          value={preset}
          onChange={(event) => props.onChange({ preset: event.target.value })}
          data-testid="games-period"
        >
          {QUEUE_PRESETS.map((known) => (
            <option key={known} value={known}>
              {t(PRESET_KEYS[known])}
            </option>
          ))}
        </select>
      </label>
      {preset === "custom" && (
        <>
          <label className={styles.filter}>
            <span>{t("bo_queue_from")}</span>
            <input
              className="input"
              type="date"
              value={props.values.from}
              max={props.values.to || undefined}
              onChange={(event) => props.onChange({ from: event.target.value })}
            />
          </label>
          <label className={styles.filter}>
            <span>{t("bo_queue_to")}</span>
            <input
              className="input"
              type="date"
              value={props.values.to}
              min={props.values.from || undefined}
              onChange={(event) => props.onChange({ to: event.target.value })}
            />
          </label>
        </>
      )}
    </>
  );
}
