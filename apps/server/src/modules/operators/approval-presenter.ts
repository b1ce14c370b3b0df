import type { TApprovalStatus, TBoApproval } from "@orchid/contract/backoffice-operators";
import type { TApprovalView } from "./approval-repo.ts";

/** Payload fields the executor needs but no one reads: a password's hash, internal ids. */
const PRIVATE_PAYLOAD_FIELDS = new Set(["passwordHash", "operatorId"]);

/** A request's payload as the approver (and the audit log) may read it. */
export function publicPayload(payload: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(payload).filter(([field]) => !PRIVATE_PAYLOAD_FIELDS.has(field)));
}

/** A four-eyes request as the console lists it; the payload is what the approver reads. */
export function presentApproval(view: TApprovalView): TBoApproval {
  return {
    id: view.id,
    kind: view.kind,
    summary: publicPayload(view.payload),
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
