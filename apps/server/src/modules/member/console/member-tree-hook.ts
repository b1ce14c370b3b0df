import type { TTx } from "../../../db/database.ts";

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
