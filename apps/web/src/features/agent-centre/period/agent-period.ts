import type { TAgentDatePreset } from "@orchid/contract/agent";

/** An agent report's period: a preset, or a custom from–to (yyyy-MM-dd, merchant time zone). */
export type TAgentPeriod = { preset: TAgentDatePreset; from: string; to: string };

export type TAgentPeriodInput = { preset: TAgentDatePreset; from?: string; to?: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reports open on today, as the API does by default. */
export const FIRST_AGENT_PERIOD: TAgentPeriod = { preset: "today", from: "", to: "" };

/**
 * The query a period asks for: a preset alone, or a custom period with both days in order.
 * Null while a custom period is incomplete or reversed, so nothing is fetched.
 */
export function agentPeriodQuery(period: TAgentPeriod): TAgentPeriodInput | null {
  if (period.preset !== "custom") return { preset: period.preset };
  const { from, to } = period;
  if (!DAY.test(from) || !DAY.test(to) || from > to) return null;
  return { preset: "custom", from, to };
}
