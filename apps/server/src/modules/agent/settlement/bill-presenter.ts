import type { TAgentBill, TAgentBillState, TAgentContractKind } from "@orchid/contract/agent";
import type { TNamedBill } from "./bill-list-repo.ts";

/** A bill as the agent centre and the console show it; net = what the payee keeps. */
export function presentBill(bill: TNamedBill): TAgentBill {
  return {
    id: bill.id,
    contractId: bill.contractId,
    kind: bill.kind as TAgentContractKind,
    periodStart: bill.periodStart.getTime(),
    periodEnd: bill.periodEnd.getTime(),
    state: bill.state as TAgentBillState,
    payee: bill.payee,
    payer: bill.payer,
    teamValidBet: bill.teamValidBet,
    teamLoss: bill.teamLoss,
    activeMembers: bill.activeMembers,
    tier: bill.tier,
    rateBp: bill.rateBp,
    grossAmount: bill.grossAmount,
    childrenAmount: bill.childrenAmount,
    netAmount: bill.grossAmount - bill.childrenAmount,
    paidAmount: bill.paidAmount,
    createdAt: bill.createdAt.getTime(),
    paidAt: bill.paidAt ? bill.paidAt.getTime() : null,
  };
}
