import type { TAgentContractState, TContractAction } from "@orchid/contract/agent";

/** Which side of a contract the caller is. */
export type TContractRole = "holder" | "upline";

/** What an allowed action does to a contract (spec §4). */
export type TContractStep =
  | { to: "active"; effect: "accept_offer" | "accept_change" | "drop_change" }
  | { to: "refused" | "withdrawn" | "terminated"; effect: "end" }
  | { to: "pending_change"; effect: "change" }
  | { to: "terminating"; effect: "ask_termination" };

type TStepContract = { state: string; uplineId: number | null; terminationBy: string | null };

/**
 * The state machine: the holder answers offers and changes; the upline withdraws them or changes
 * active terms; either side asks to end an active contract and the other agrees. A platform
 * contract (no upline) is ended by an operator only. Null: not allowed now, or not by this side.
 */
export function contractStep(
  contract: TStepContract,
  role: TContractRole,
  action: TContractAction,
): TContractStep | null {
  const state = contract.state as TAgentContractState;
  switch (action) {
    case "accept":
      if (role !== "holder") return null;
      if (state === "pending_new") return { to: "active", effect: "accept_offer" };
      return state === "pending_change" ? { to: "active", effect: "accept_change" } : null;
    case "refuse":
      if (role !== "holder") return null;
      if (state === "pending_new") return { to: "refused", effect: "end" };
      return state === "pending_change" ? { to: "active", effect: "drop_change" } : null;
    case "withdraw":
      if (role !== "upline") return null;
      if (state === "pending_new") return { to: "withdrawn", effect: "end" };
      return state === "pending_change" ? { to: "active", effect: "drop_change" } : null;
    case "change":
      return role === "upline" && state === "active" ? { to: "pending_change", effect: "change" } : null;
    case "terminate":
      if (state !== "active" || contract.uplineId === null) return null;
      return { to: "terminating", effect: "ask_termination" };
    case "agree":
      if (state !== "terminating" || contract.terminationBy === role) return null;
      return contract.terminationBy === "holder" || contract.terminationBy === "upline"
        ? { to: "terminated", effect: "end" }
        : null;
  }
}
