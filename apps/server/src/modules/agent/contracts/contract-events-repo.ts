import type { TContractTerms } from "@orchid/contract/agent";
import { asc, eq } from "drizzle-orm";
import type { TDb, TTx } from "../../../db/database.ts";
import { agentContractEvents } from "../../../db/schema/agents.ts";

export type TContractEvent = {
  contractId: number;
  action: string;
  /** "member:<username>", "operator:<username>" or "system". */
  actor: string;
  fromState: string | null;
  toState: string;
  terms: TContractTerms | null;
  at: Date;
};

/** Appends one step of a contract's history (in the transaction that made it). */
export async function insertContractEvent(tx: TTx, event: TContractEvent): Promise<void> {
  await tx.insert(agentContractEvents).values({
    contractId: event.contractId,
    action: event.action,
    actor: event.actor,
    fromState: event.fromState,
    toState: event.toState,
    terms: event.terms,
    createdAt: event.at,
  });
}

/** A contract's history, oldest first. */
export function contractEvents(db: TDb | TTx, contractId: number) {
  return db
    .select()
    .from(agentContractEvents)
    .where(eq(agentContractEvents.contractId, contractId))
    .orderBy(asc(agentContractEvents.createdAt), asc(agentContractEvents.id));
}
