import { DATE_PRESETS } from "@orchid/contract/money";
import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useTranslation } from "react-i18next";
import form from "../../ui/auth-form.module.css";
import centre from "../../ui/centre-page.module.css";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import styles from "./date-preset-filter.module.css";
import type { TPeriod } from "./period-query.ts";

type TDatePresetFilterProps = { value: TPeriod; onChange: (period: TPeriod) => void };

/**
 * The date filter of the record pages (spec §9): today, previous and next 7 and 30 days, or a
 * custom from–to in the merchant's time zone.
 */
export function DatePresetFilter({ value, onChange }: TDatePresetFilterProps) {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const isReversed = value.preset === "custom" && value.from && value.to && value.from > value.to;

  function handlePreset(preset: TPeriod["preset"]) {
    if (preset !== "custom" || (value.from && value.to)) return onChange({ ...value, preset });
    const today = formatZonedDateTime(new Date(), timeZone).slice(0, 10);
    onChange({ preset, from: today, to: today });
  }

  return (
    <fieldset className={styles.filter} data-testid="date-preset-filter">
      <legend className={form.label}>{t("period_label")}</legend>
      <div className={centre.chips}>
        {DATE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={centre.chip}
            aria-pressed={value.preset === preset}
            data-testid={`period-${preset}`}
            onClick={() => handlePreset(preset)}
          >
            {t(`period_${preset}`)}
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
              data-testid="period-from"
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
              data-testid="period-to"
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
