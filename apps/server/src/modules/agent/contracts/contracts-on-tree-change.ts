import { LIVE_CONTRACT_STATES } from "@orchid/contract/agent";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { TTx } from "../../../db/database.ts";
import { agentContracts } from "../../../db/schema/agents.ts";
import type { TMemberTreeChange } from "../../member/index.ts";
import { cascadeFrom } from "./contract-cascade.ts";
import { insertContractEvent } from "./contract-events-repo.ts";
import { tellMember } from "./contract-notice.ts";
import { type TContractRow, updateContract } from "./contract-repo.ts";

/**
 * The contracts an operator's change to the tree voids, locked: every live one the member holds or
 * is offered when they stop being an agent; when they move, those from the old upline (a platform
 * contract has no upline and stays, as do the contracts they issued to the downline that moved
 * with them).
 */
function lockVoided(tx: TTx, change: TMemberTreeChange): Promise<TContractRow[]> {
  return tx
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.merchantId, change.merchantId),
        eq(agentContracts.memberId, change.memberId),
        inArray(agentContracts.state, [...LIVE_CONTRACT_STATES]),
        change.change === "moved" ? isNotNull(agentContracts.uplineId) : undefined,
      ),
    )
    .orderBy(agentContracts.id)
    .for("update");
}

/**
 * Ends the contracts a member's new place in the tree voids, in the operator's transaction: an
 * unanswered offer is withdrawn, a held contract terminated by the platform, and the contracts
 * below a terminated one end with it (the cascade). Both parties are told.
 */
export async function endContractsOnTreeChange(tx: TTx, change: TMemberTreeChange): Promise<void> {
  for (const contract of await lockVoided(tx, change)) {
    const isOffer = contract.state === "pending_new";
    const ended = await updateContract(tx, contract.id, {
      state: isOffer ? "withdrawn" : "terminated",
      ...(isOffer ? {} : { terminationBy: "platform" as const }),
      pendingTerms: null,
      endedAt: change.at,
      updatedAt: change.at,
    });
    await insertContractEvent(tx, {
      contractId: contract.id,
      action: change.change === "moved" ? "upline_changed" : "left_agents",
      actor: change.actor,
      fromState: contract.state,
      toState: ended.state,
      terms: contract.terms,
      at: change.at,
    });
    for (const memberId of [contract.memberId, contract.uplineId])
      await tellMember(tx, {
        merchantId: change.merchantId,
        memberId,
        kind: isOffer ? "contract_withdrawn" : "contract_terminated",
        at: change.at,
      });
    if (!isOffer) await cascadeFrom(tx, ended, change.at);
  }
}
