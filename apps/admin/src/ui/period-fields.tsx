import { useTranslation } from "react-i18next";
import { PERIOD_PRESET_KEYS, PERIOD_PRESETS, type TPeriodPreset } from "./period-presets.ts";

type TPeriod = { preset: TPeriodPreset; from: string; to: string };

/**
 * A list filter's period: the preset and, for a custom period, its first and last day (the
 * merchant's days); each applies at once.
 */
export function PeriodFields(props: {
  value: TPeriod;
  onChange: (patch: Partial<TPeriod>) => void;
  /** The filter bar's field class (each field is a label around its control). */
  fieldClassName: string | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  const { value, onChange } = props;
  return (
    <>
      <label className={props.fieldClassName}>
        <span>{t("bo_queue_period")}</span>
        <select
          className="select"
          value={value.preset}
          onChange={(event) => onChange({ preset: event.target.value as TPeriodPreset })}
          data-testid={props.testId}
        >
          {PERIOD_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(PERIOD_PRESET_KEYS[preset])}
            </option>
          ))}
        </select>
      </label>
      {value.preset === "custom" && (
        <>
          <DayField
            className={props.fieldClassName}
            labelKey="bo_queue_from"
            value={value.from}
            max={value.to}
            onChange={(from) => onChange({ from })}
          />
          <DayField
            className={props.fieldClassName}
            labelKey="bo_queue_to"
            value={value.to}
            min={value.from}
            onChange={(to) => onChange({ to })}
          />
        </>
      )}
    </>
  );
}

/** One day of a custom period, bounded by the other day when that is set. */
function DayField(props: {
  className: string | undefined;
  labelKey: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className={props.className}>
      <span>{t(props.labelKey)}</span>
      <input
        className="input"
        type="date"
        value={props.value}
        min={props.min || undefined}
        max={props.max || undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </label>
  );
}
