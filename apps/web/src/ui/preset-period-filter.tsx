import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useTranslation } from "react-i18next";
import { useSiteInfo } from "../features/system-status/site-info-context.ts";
import form from "./auth-form.module.css";
import centre from "./centre-page.module.css";
import styles from "./preset-period-filter.module.css";

export type TPresetPeriod<P extends string> = { preset: P; from: string; to: string };

type TPresetPeriodFilterProps<P extends string> = {
  value: TPresetPeriod<P>;
  onChange: (period: TPresetPeriod<P>) => void;
  presets: readonly P[];
  /** The translation key of a preset's chip. */
  labelKey: (preset: P) => string;
  /** Test id of the fieldset. */
  testId: string;
  /** Test ids of the chips (`<chipPrefix>-<preset>`) and the two days (`-from`, `-to`). */
  chipPrefix: string;
};

/**
 * A period picker (spec §9): one chip per preset, and for `custom` two days in the merchant's
 * time zone (starting on today's), with a warning when they are reversed. The member records and
 * the agent centre use it with their own presets.
 */
export function PresetPeriodFilter<P extends string>(props: TPresetPeriodFilterProps<P>) {
  const { value, onChange, chipPrefix } = props;
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const isReversed = value.preset === "custom" && value.from && value.to && value.from > value.to;

  function handlePreset(preset: P) {
    if (preset !== "custom" || (value.from && value.to)) return onChange({ ...value, preset });
    const today = formatZonedDateTime(new Date(), timeZone).slice(0, 10);
    onChange({ preset, from: today, to: today });
  }

  return (
    <fieldset className={styles.filter} data-testid={props.testId}>
      <legend className={form.label}>{t("period_label")}</legend>
      <div className={centre.chips}>
        {props.presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className={centre.chip}
            aria-pressed={value.preset === preset}
            data-testid={`${chipPrefix}-${preset}`}
            onClick={() => handlePreset(preset)}
          >
            {t(props.labelKey(preset))}
          </button>
        ))}
      </div>
      {value.preset === "custom" && (
        <div className={styles.days}>
          <label className={styles.day}>
            <span className={form.label}>{t("period_from")}</span>
            <input
              type="date"
              className={form.input}
              value={value.from}
              max={value.to || undefined}
              data-testid={`${chipPrefix}-from`}
              onChange={(event) => onChange({ ...value, from: event.target.value })}
            />
          </label>
          <label className={styles.day}>
            <span className={form.label}>{t("period_to")}</span>
            <input
              type="date"
              className={form.input}
              value={value.to}
              min={value.from || undefined}
              data-testid={`${chipPrefix}-to`}
              onChange={(event) => onChange({ ...value, to: event.target.value })}
            />
          </label>
        </div>
      )}
      {isReversed && (
        <p className={form.error} role="alert">
          {t("period_reversed")}
        </p>
      )}
    </fieldset>
  );
}
