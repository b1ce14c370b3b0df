import { ROLE_PERMISSIONS, type TBoOperator, type TOperatorRole } from "@orchid/contract/backoffice";
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
