import type { TApprovalStatus, TBoApproval } from "@orchid/contract/backoffice-operators";
import type { TApprovalView } from "./approval-repo.ts";

/** A four-eyes request as the console lists it; the payload is what the approver reads. */
export function presentApproval(view: TApprovalView): TBoApproval {
  return {
    id: view.id,
    kind: view.kind,
    summary: view.payload,
    amountMinor: view.amountMinor,
    status: view.status as TApprovalStatus,
    requestedBy: view.requestedByName,
    requestNote: view.requestNote,
    decidedBy: view.decidedByName,
    decisionNote: view.decisionNote,
    failure: view.failure,
    createdAt: view.createdAt.toISOString(),
    decidedAt: view.decidedAt?.toISOString() ?? null,
  };
}
