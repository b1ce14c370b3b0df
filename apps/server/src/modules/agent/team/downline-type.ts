import type { TRegisterDownline } from "@orchid/contract/agent";

/**
 * The account type of a downline an agent opens. Every agent may open plain members (type 0).
 * Agent downlines: types 1 and 41 may open agents of their own type (a type-1 network grows with
 * type-1 agents, a type-41 network with type-41 agents); types 2 and 42 are the last agent level
 * of their network and open members only. `null`: the agent may not open that kind of account.
 */
export function downlineType(
  agentType: number,
  accountType: TRegisterDownline["accountType"],
): number | null {
  if (accountType !== "agent") return 0;
  return agentType === 1 || agentType === 41 ? agentType : null;
}
