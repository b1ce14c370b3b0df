import { AGENT_DATE_PRESETS } from "@orchid/contract/agent";
import { PresetPeriodFilter } from "../../../ui/preset-period-filter.tsx";
import type { TAgentPeriod } from "./agent-period.ts";

type TAgentPeriodFilterProps = { value: TAgentPeriod; onChange: (period: TAgentPeriod) => void };

/**
 * The agent reports' period picker (spec §9): today, yesterday, this and last week, the first
 * and second half of the month, this and last month, or custom days in the merchant's zone.
 */
export function AgentPeriodFilter({ value, onChange }: TAgentPeriodFilterProps) {
  return (
    <PresetPeriodFilter
      value={value}
      onChange={onChange}
      presets={AGENT_DATE_PRESETS}
      labelKey={(preset) => `agc_period_${preset}`}
      testId="agent-period"
      chipPrefix="agent-period"
    />
  );
}
