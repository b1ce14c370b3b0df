import { AGENT_DATE_PRESETS } from "@orchid/contract/agent";
import { useTranslation } from "react-i18next";
import { agentPeriodInput, type TAgentPeriodValues } from "./agent-period.ts";
import { PRESET_KEYS } from "./agent-vocabulary.ts";
import styles from "./agents.module.css";

/** The agent centre's period presets and, for a custom period, its first and last day; each applies at once. */
export function AgentPeriodFields(props: {
  values: TAgentPeriodValues;
  onChange: (patch: Partial<TAgentPeriodValues>) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const { preset, from, to } = agentPeriodInput(props.values);
  const day = (labelKey: string, value: string | undefined, patch: "from" | "to") => (
    <label className={styles.filter}>
      <span>{t(labelKey)}</span>
      <input
        className="input"
        type="date"
        value={value ?? ""}
        min={patch === "to" ? from : undefined}
        max={patch === "from" ? to : undefined}
        onChange={(event) => props.onChange({ [patch]: event.target.value })}
        data-testid={`${props.testId}-${patch}`}
      />
    </label>
  );
  return (
    <>
      <label className={styles.filter}>
        <span>{t("bo_queue_period")}</span>
        <select
          className="select"
          value={preset}
          onChange={(event) => props.onChange({ preset: event.target.value })}
          data-testid={props.testId}
        >
          {AGENT_DATE_PRESETS.map((option) => (
            <option key={option} value={option}>
              {t(PRESET_KEYS[option])}
            </option>
          ))}
        </select>
      </label>
      {preset === "custom" && (
        <>
          {day("bo_queue_from", from, "from")}
          {day("bo_queue_to", to, "to")}
        </>
      )}
    </>
  );
}
