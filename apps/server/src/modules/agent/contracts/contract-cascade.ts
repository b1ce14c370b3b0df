import type { TContractTerms } from "@orchid/contract/agent";
import type { TTx } from "../../../db/database.ts";
import { insertContractEvent } from "./contract-events-repo.ts";
import { tellMember } from "./contract-notice.ts";
import { lockIssuedContracts, type TContractRow, updateContract } from "./contract-repo.ts";
import { cascadeSelection } from "./contract-rules.ts";

/**
 * After a holder's contract took new terms (an accepted offer or change) or ended: the contracts
 * it issued of the same kind that now pay more than it earns are terminated, and everything below
 * a terminated contract ends with it, level by level. Rows are locked parent before child, the
 * order every other contract write takes, so concurrent changes queue instead of deadlocking.
 */
export async function cascadeFrom(tx: TTx, changed: TContractRow, at: Date): Promise<void> {
  const queue: { holderId: number; terms: TContractTerms | null }[] = [
    { holderId: changed.memberId, terms: changed.state === "terminated" ? null : changed.terms },
  ];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const issued = await lockIssuedContracts(tx, next.holderId, changed.kind);
    const { terminate, dropChange } = cascadeSelection(issued, next.terms);
    for (const victim of terminate) {
      await updateContract(tx, victim.id, {
        state: "terminated",
        pendingTerms: null,
        endedAt: at,
        updatedAt: at,
      });
      await record(tx, victim, "terminated", at);
      await tellMember(tx, {
        merchantId: victim.merchantId,
        memberId: victim.memberId,
        kind: "contract_terminated",
        at,
      });
      queue.push({ holderId: victim.memberId, terms: null });
    }
    for (const victim of dropChange) {
      await updateContract(tx, victim.id, { state: "active", pendingTerms: null, updatedAt: at });
      await record(tx, victim, "active", at);
      await tellMember(tx, {
        merchantId: victim.merchantId,
        memberId: victim.memberId,
        kind: "contract_withdrawn",
        at,
      });
    }
  }
}

function record(tx: TTx, victim: TContractRow, toState: string, at: Date) {
  return insertContractEvent(tx, {
    contractId: victim.id,
    action: "cascade",
    actor: "system",
    fromState: victim.state,
    toState,
    terms: victim.terms,
    at,
  });
}
