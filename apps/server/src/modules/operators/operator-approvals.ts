import type { TOperatorRole } from "@orchid/contract/backoffice";
import { AppError } from "../../http/app-error.ts";
import type { TApprovalKind } from "./approval-kinds.ts";
import { OPERATOR_APPROVAL_KINDS } from "./approver-independence.ts";
import { insertConsoleOperator, type TCreatePayload } from "./operator-creation.ts";
import { findOperatorById } from "./operator-repo.ts";
import { applyOperatorEdit, isOperatorVisible, type TOperatorEdit } from "./operators-service.ts";

/*
 * The four-eyes kinds of the console's own accounts (docs/decisions/0012-four-eyes-on-operators.md):
 * adding an operator, and a role raise or another operator's new password or authenticator. Only
 * an owner (operators.manage) approves them, never for their own account.
 */
const CREATE_OPERATOR: TApprovalKind = {
  name: OPERATOR_APPROVAL_KINDS.create,
  permission: "operators.manage",
  // A platform operator is approved by another platform owner only.
  mayApprove: (payload, approver) => payload.platform !== true || approver.merchantId === null,
  async execute(tx, payload, { merchant, approver, client }) {
    const row = await insertConsoleOperator(tx, payload as TCreatePayload, { approver, merchant, client });
    return { operatorId: row.id };
  },
};

const CHANGE_OPERATOR: TApprovalKind = {
  name: OPERATOR_APPROVAL_KINDS.change,
  permission: "operators.manage",
  // Nobody approves a change of their own account.
  mayApprove: (payload, approver) => Number(payload.operatorId) !== approver.id,
  async execute(tx, payload, { merchant, approver, client }) {
    const target = await findOperatorById(tx, Number(payload.operatorId));
    if (!isOperatorVisible(target, merchant, approver)) {
      throw new AppError("NOT_FOUND", { id: payload.operatorId });
    }
    const resets = String(payload.resets ?? "");
    const edit: TOperatorEdit = {
      displayName: payload.displayName as string | undefined,
      role: payload.role as TOperatorRole | undefined,
      status: payload.status as TOperatorEdit["status"],
      passwordHash: payload.passwordHash as string | undefined,
      resetTotp: resets.includes("authenticator"),
    };
    await applyOperatorEdit(tx, { actor: approver, merchant, target, edit, client });
    return { operatorId: target.id };
  },
};

/** The operators module's contribution to the approval registry (app.ts). */
export const OPERATOR_APPROVALS: readonly TApprovalKind[] = [CREATE_OPERATOR, CHANGE_OPERATOR];
