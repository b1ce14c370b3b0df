import type { TContractTerms } from "@orchid/contract/agent";
import type { TTx } from "../../../db/database.ts";
import { type TContractChange, type TContractRow, updateContract } from "./contract-repo.ts";
import type { TContractRole, TContractStep } from "./contract-steps.ts";

/** Writes one allowed step: the new state and what goes with it (terms, dates, who asked). */
export function applyStep(
  tx: TTx,
  contract: TContractRow,
  step: TContractStep,
  by: { role: TContractRole; terms: TContractTerms | null; at: Date },
): Promise<TContractRow> {
  const change: TContractChange = { state: step.to, updatedAt: by.at };
  switch (step.effect) {
    case "accept_offer":
      change.acceptedAt = by.at;
      break;
    case "accept_change":
      // The awaited terms replace the old ones from now on.
      change.terms = contract.pendingTerms ?? contract.terms;
      change.pendingTerms = null;
      break;
    case "drop_change":
      change.pendingTerms = null;
      break;
    case "change":
      change.pendingTerms = by.terms;
      break;
    case "ask_termination":
      change.terminationBy = by.role;
      break;
    case "end":
      change.pendingTerms = null;
      change.endedAt = by.at;
      break;
  }
  return updateContract(tx, contract.id, change);
}
