import { ROLE_PERMISSIONS, type TBoOperator, type TOperatorRole } from "@orchid/contract/backoffice";
import type { TBoOperatorRow } from "@orchid/contract/backoffice-operators";
import type { TOperator } from "./operator-repo.ts";

/** The operator as the console sees them; no hashes or secrets leave. */
export function presentOperator(operator: TOperator, merchantCode: string | null): TBoOperator {
  const role = operator.role as TOperatorRole;
  return {
    id: operator.id,
    username: operator.username,
    displayName: operator.displayName,
    role,
    merchantCode,
    permissions: [...ROLE_PERMISSIONS[role]],
  };
}

/** One row of the operators list; no hashes or secrets leave, only whether TOTP is enrolled. */
export function presentOperatorRow(operator: TOperator, merchantCode: string | null): TBoOperatorRow {
  return {
    id: operator.id,
    username: operator.username,
    displayName: operator.displayName,
    role: operator.role as TOperatorRole,
    status: operator.status as TBoOperatorRow["status"],
    merchantCode: operator.merchantId === null ? null : merchantCode,
    totpEnrolled: operator.totpEnabledAt !== null,
    lastLoginAt: operator.lastLoginAt?.toISOString() ?? null,
    createdAt: operator.createdAt.toISOString(),
  };
}
