import type { TTx } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { listOperatorGrants, type TApprovalRow } from "./approval-repo.ts";
import type { TOperator } from "./operator-repo.ts";

/** Approved operator requests (see operator-approvals.ts) that make or reset an operator. */
export const OPERATOR_APPROVAL_KINDS = { create: "operators.create", change: "operators.change" } as const;

/** An operator made or reset through the console approves nothing for this long. */
export const FRESH_CREDENTIALS_MS = 24 * 3_600_000;

/**
 * The second pair of eyes must be independent of the first
 * (docs/decisions/0012-four-eyes-on-operators.md): refused when the approver was created, raised
 * or had a password or authenticator reset within 24 hours, or when the requester asked for or
 * approved any such grant of the approver (a puppet account never approves its maker's requests).
 * Operators provisioned outside the console (the seed) have no grant.
 */
export async function assertIndependentApprover(
  tx: TTx,
  request: Pick<TApprovalRow, "requestedBy">,
  approver: TOperator,
  at: Date,
): Promise<void> {
  const grants = await listOperatorGrants(tx, approver, OPERATOR_APPROVAL_KINDS);
  const isMadeByRequester = grants.some(
    (grant) => grant.requestedBy === request.requestedBy || grant.decidedBy === request.requestedBy,
  );
  if (isMadeByRequester) throw new AppError("APPROVER_NOT_INDEPENDENT", { reason: "made_by_requester" });
  const isFresh = grants.some(
    (grant) => grant.decidedAt !== null && grant.decidedAt.getTime() > at.getTime() - FRESH_CREDENTIALS_MS,
  );
  if (isFresh) throw new AppError("APPROVER_NOT_INDEPENDENT", { reason: "recent_credentials" });
}
