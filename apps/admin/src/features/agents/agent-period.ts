import { AGENT_DATE_PRESETS, type TAgentDatePreset } from "@orchid/contract/agent";
import { oneOf } from "../games/use-param-filters.ts";

export type TAgentPeriodValues = { preset: string; from: string; to: string };

/** The period's query fields, as the agent centre counts them (today unless told; custom: both days). */
export function agentPeriodInput(values: TAgentPeriodValues) {
  const preset: TAgentDatePreset = oneOf(values.preset, AGENT_DATE_PRESETS) ?? "today";
  const isCustom = preset === "custom";
  return {
    preset,
    from: isCustom ? values.from || undefined : undefined,
    to: isCustom ? values.to || undefined : undefined,
  };
}

/** A custom period can be asked for only once both days are chosen. */
export function isAgentPeriodComplete(values: TAgentPeriodValues): boolean {
  const { preset, from, to } = agentPeriodInput(values);
  return preset !== "custom" || Boolean(from && to);
}
