import {
  LIVE_CONTRACT_STATES,
  type TAgentContractKind,
  type TAgentContractState,
  type TContractTerms,
} from "@orchid/contract/agent";
import { and, desc, eq, inArray, or } from "drizzle-orm";
import type { TDb, TTx } from "../../../db/database.ts";
import { agentContracts } from "../../../db/schema/agents.ts";

export type TContractRow = typeof agentContracts.$inferSelect;
type TExecutor = TDb | TTx;

/** The states in which a holder may act on its contract's terms (it holds it, not just an offer). */
export const HELD_STATES = ["active", "pending_change", "terminating"] as const;

const live = inArray(agentContracts.state, [...LIVE_CONTRACT_STATES]);

/** One contract of the merchant, locked until the transaction ends (actions are serialised on it). */
export async function lockContract(
  tx: TTx,
  merchantId: number,
  id: number,
): Promise<TContractRow | undefined> {
  const rows = await tx
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.id, id)))
    .for("update");
  return rows[0];
}

export async function findContract(db: TExecutor, merchantId: number, id: number) {
  const rows = await db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.id, id)));
  return rows[0];
}

/** The member's binding contract of a kind (at most one: the partial unique index), locked. */
export async function lockBindingContract(
  tx: TTx,
  memberId: number,
  kind: TAgentContractKind,
): Promise<TContractRow | undefined> {
  const rows = await tx
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.memberId, memberId), eq(agentContracts.kind, kind), live))
    .for("update");
  return rows[0];
}

/** Binding contracts of a kind the member holds or is offered, or issued (newest first). */
export function bindingContractsOf(db: TExecutor, memberId: number, kind?: TAgentContractKind) {
  const mine = or(eq(agentContracts.memberId, memberId), eq(agentContracts.uplineId, memberId));
  return db
    .select()
    .from(agentContracts)
    .where(and(mine, live, kind ? eq(agentContracts.kind, kind) : undefined))
    .orderBy(desc(agentContracts.id));
}

/** Binding contracts one holder issued of a kind, locked (a cascade walks them). */
export function lockIssuedContracts(tx: TTx, uplineId: number, kind: string): Promise<TContractRow[]> {
  return tx
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.uplineId, uplineId), eq(agentContracts.kind, kind), live))
    .orderBy(agentContracts.id)
    .for("update");
}

/**
 * Every binding contract of a merchant and kind, for settlement and reports. `held` keeps those
 * whose holder accepted (active, a change pending, or ending): offers not yet answered earn nothing.
 */
export function listBindingContracts(
  db: TExecutor,
  merchantId: number,
  kind: TAgentContractKind,
  options: { held?: boolean } = {},
): Promise<TContractRow[]> {
  const states: readonly TAgentContractState[] = options.held ? HELD_STATES : LIVE_CONTRACT_STATES;
  return db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.merchantId, merchantId),
        eq(agentContracts.kind, kind),
        inArray(agentContracts.state, [...states]),
      ),
    )
    .orderBy(agentContracts.id);
}

export type TNewContract = {
  merchantId: number;
  memberId: number;
  uplineId: number | null;
  kind: TAgentContractKind;
  state: TAgentContractState;
  terms: TContractTerms;
  at: Date;
};

/** Inserts a contract; a second binding one of the member and kind fails on agent_contracts_binding_uq. */
export async function insertContract(tx: TTx, c: TNewContract): Promise<TContractRow> {
  const [row] = await tx
    .insert(agentContracts)
    .values({
      merchantId: c.merchantId,
      memberId: c.memberId,
      uplineId: c.uplineId,
      kind: c.kind,
      state: c.state,
      terms: c.terms,
      createdAt: c.at,
      updatedAt: c.at,
      acceptedAt: c.state === "active" ? c.at : null,
    })
    .returning();
  if (!row) throw new Error("contract insert returned no row");
  return row;
}

export type TContractChange = Partial<
  Pick<TContractRow, "state" | "terms" | "pendingTerms" | "terminationBy" | "acceptedAt" | "endedAt">
> & { updatedAt: Date };

export async function updateContract(tx: TTx, id: number, change: TContractChange): Promise<TContractRow> {
  const [row] = await tx.update(agentContracts).set(change).where(eq(agentContracts.id, id)).returning();
  if (!row) throw new Error(`contract ${id} vanished`);
  return row;
}
