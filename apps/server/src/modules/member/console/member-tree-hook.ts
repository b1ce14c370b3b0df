import type { TTx } from "../../../db/database.ts";
import type { TConsoleCall } from "../../operators/index.ts";

/**
 * A change an operator made to a member's place among the agents: they stopped being an agent
 * (`left_agents`), or they moved under another upline (`moved`).
 */
export type TMemberTreeChange = {
  merchantId: number;
  memberId: number;
  change: "left_agents" | "moved";
  /** "operator:<username>". */
  actor: string;
  at: Date;
};

/**
 * What another module does about such a change, in the transaction that made it (the agent module
 * ends the contracts the change voids). The app hands it in, so member needs no import of agent.
 */
export type TMemberTreeHook = (tx: TTx, change: TMemberTreeChange) => Promise<void>;

/** The change an operator's call made to one member, as the hook receives it. */
export function treeChangeBy(
  call: TConsoleCall,
  memberId: number,
  change: TMemberTreeChange["change"],
): TMemberTreeChange {
  return {
    merchantId: call.merchant.id,
    memberId,
    change,
    actor: `operator:${call.found.operator.username}`,
    at: call.client.at,
  };
}
