import type { TAgentContractSettings } from "@orchid/contract/backoffice-agents";
import { eq } from "drizzle-orm";
import type { TDb, TTx } from "../../db/database.ts";
import { agentContractSettings } from "../../db/schema/agents.ts";

/**
 * What a merchant's contracts may say and how they settle, until an operator saves its own:
 * every kind enabled, up to 5 tiers, rates capped per kind, active members from 10.00 of valid
 * bet, bills above 1,000.00 reviewed by two operators, no dividend carry-over, the daily wage at
 * 02:05 local time.
 */
export const DEFAULT_AGENT_SETTINGS: TAgentContractSettings = {
  enabledKinds: ["daily_wage", "hour_salary", "realtime_salary", "dividend"],
  maxTiers: 5,
  maxRateBp: { daily_wage: 300, hour_salary: 300, realtime_salary: 300, dividend: 5_000 },
  activeMemberMinValidBet: 1_000,
  reviewAbove: 100_000,
  dividendCarryOver: "none",
  dailyRunAfterMinutes: 125,
  templates: { daily_wage: null, hour_salary: null, realtime_salary: null, dividend: null },
};

/** The merchant's agent settings, or the defaults. */
export async function loadAgentSettings(db: TDb | TTx, merchantId: number): Promise<TAgentContractSettings> {
  const [row] = await db
    .select({ settings: agentContractSettings.settings })
    .from(agentContractSettings)
    .where(eq(agentContractSettings.merchantId, merchantId));
  return row ? { ...DEFAULT_AGENT_SETTINGS, ...row.settings } : DEFAULT_AGENT_SETTINGS;
}

export async function saveAgentSettings(
  db: TDb | TTx,
  merchantId: number,
  settings: TAgentContractSettings,
  at: Date,
): Promise<TAgentContractSettings> {
  await db
    .insert(agentContractSettings)
    .values({ merchantId, settings, updatedAt: at })
    .onConflictDoUpdate({ target: agentContractSettings.merchantId, set: { settings, updatedAt: at } });
  return settings;
}
