import { AGENT_DATE_PRESETS } from "@orchid/contract/agent";
import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useTranslation } from "react-i18next";
import form from "../../../ui/auth-form.module.css";
import centre from "../../../ui/centre-page.module.css";
import styles from "../../records/date-preset-filter.module.css";
import { useSiteInfo } from "../../system-status/site-info-context.ts";
import type { TAgentPeriod } from "./agent-period.ts";

type TAgentPeriodFilterProps = { value: TAgentPeriod; onChange: (period: TAgentPeriod) => void };

/**
 * The agent reports' period picker (spec §9): today, yesterday, this and last week, the first
 * and second half of the month, this and last month, or custom days in the merchant's zone.
 * Same look as the member records' filter.
 */
export function AgentPeriodFilter({ value, onChange }: TAgentPeriodFilterProps) {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const isReversed = value.preset === "custom" && value.from && value.to && value.from > value.to;

  function handlePreset(preset: TAgentPeriod["preset"]) {
    if (preset !== "custom" || (value.from && value.to)) return onChange({ ...value, preset });
    const today = formatZonedDateTime(new Date(), timeZone).slice(0, 10);
    onChange({ preset, from: today, to: today });
  }

  return (
    <fieldset className={styles.filter} data-testid="agent-period">
      <legend className={form.label}>{t("period_label")}</legend>
      <div className={centre.chips}>
        {AGENT_DATE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={centre.chip}
            aria-pressed={value.preset === preset}
            data-testid={`agent-period-${preset}`}
            onClick={() => handlePreset(preset)}
          >
            {t(`agc_period_${preset}`)}
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
              data-testid="agent-period-from"
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
              data-testid="agent-period-to"
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
