import { ROLE_PERMISSIONS, type TOperatorRole } from "@orchid/contract/backoffice";
import type {
  TBoOperatorChange,
  TBoOperatorRow,
  ZBoUpdateOperatorRequest,
} from "@orchid/contract/backoffice-operators";
import type { z } from "zod";
import type { TAppContext } from "../../app-context.ts";
import type { TTx } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import type { TMerchant } from "../merchants/index.ts";
import type { TClientInfo } from "../session/index.ts";
import { requestApproval } from "./approvals.ts";
import { OPERATOR_APPROVAL_KINDS } from "./approver-independence.ts";
import type { TConsoleCall } from "./console-gate.ts";
import { recordOperatorAction } from "./operator-audit.ts";
import { presentOperatorRow } from "./operator-presenter.ts";
import {
  findOperatorById,
  listOperators,
  lockActiveOwners,
  revokeOperatorSessions,
  type TOperator,
  updateOperator,
} from "./operator-repo.ts";
import type { TOperatorContext } from "./operator-session.ts";
import { pendingChange } from "./pending-change.ts";

type TUpdateInput = z.output<typeof ZBoUpdateOperatorRequest>;
type TChange = { before: Record<string, unknown>; after: Record<string, unknown> };

const isPlatformOwner = (found: TOperatorContext) => found.operator.merchantId === null;

/** `GET /bo/operators`: the merchant's operators, and the platform owners for a platform owner. */
export async function listConsoleOperators(
  ctx: Pick<TAppContext, "database">,
  found: TOperatorContext,
  merchant: TMerchant,
): Promise<TBoOperatorRow[]> {
  const rows = await listOperators(ctx.database.db, merchant.id, isPlatformOwner(found));
  return rows.map((row) => presentOperatorRow(row, merchant.code));
}

/** A change as it is carried out, now or on approval (a new password only as its hash). */
export type TOperatorEdit = {
  displayName?: string;
  role?: TOperatorRole;
  status?: "active" | "disabled";
  passwordHash?: string;
  resetTotp?: boolean;
};

/** What the change does, as the audit shows it (a password only as "changed"). */
function changesOf(target: TOperator, edit: TOperatorEdit): TChange {
  const change: TChange = { before: {}, after: {} };
  for (const key of ["displayName", "role", "status"] as const) {
    const value = edit[key];
    if (value === undefined || value === target[key]) continue;
    change.before[key] = target[key];
    change.after[key] = value;
  }
  if (edit.passwordHash !== undefined) change.after.passwordChanged = true;
  if (edit.resetTotp) {
    change.before.totpEnrolled = target.totpEnabledAt !== null;
    change.after.totpEnrolled = false;
  }
  return change;
}

/** A merchant always keeps an active owner: the last one can be neither demoted nor disabled. */
async function assertOwnerRemains(tx: TTx, target: TOperator, change: TChange): Promise<void> {
  const isActiveOwner = target.role === "owner" && target.status === "active";
  const losesOwner =
    (change.after.role !== undefined && change.after.role !== "owner") || change.after.status === "disabled";
  if (!isActiveOwner || !losesOwner) return;
  const owners = await lockActiveOwners(tx, target.merchantId);
  if (!owners.some((id) => id !== target.id)) throw new AppError("CONFLICT", { reason: "last_owner" });
}

/** A role that may do something the current one may not. */
function isRaise(from: string, to: TOperatorRole): boolean {
  const held = ROLE_PERMISSIONS[from as TOperatorRole] ?? [];
  return ROLE_PERMISSIONS[to].some((permission) => !held.includes(permission));
}

/** A role raise, or another operator's password or authenticator: another owner must approve. */
function needsFourEyes(target: TOperator, edit: TOperatorEdit, isSelf: boolean): boolean {
  const raises = edit.role !== undefined && edit.role !== target.role && isRaise(target.role, edit.role);
  return raises || edit.resetTotp === true || (edit.passwordHash !== undefined && !isSelf);
}

/** The operator, if the caller (or approver) may see and change them from this merchant. */
export function isOperatorVisible(
  target: TOperator | undefined,
  merchant: TMerchant,
  actor: TOperator,
): target is TOperator {
  return target?.merchantId === merchant.id || (target?.merchantId === null && actor.merchantId === null);
}

/**
 * Carries a change out in the caller's transaction: checks the last-owner rule, writes it, ends
 * the operator's sessions (except `keepSessionId`) and audits it as the actor's action.
 */
export async function applyOperatorEdit(
  tx: TTx,
  work: {
    actor: TOperator;
    merchant: TMerchant;
    target: TOperator;
    edit: TOperatorEdit;
    client: TClientInfo;
  },
  keepSessionId?: number,
): Promise<void> {
  const { actor, merchant, target, edit, client } = work;
  const change = changesOf(target, edit);
  if (Object.keys(change.after).length === 0) return;
  await assertOwnerRemains(tx, target, change);
  await updateOperator(tx, target.id, {
    displayName: edit.displayName,
    role: edit.role,
    status: edit.status,
    passwordHash: edit.passwordHash,
    ...(edit.resetTotp ? { totpSecret: null, totpEnabledAt: null, totpLastCounter: null } : {}),
    updatedAt: client.at,
  });
  await revokeOperatorSessions(tx, target.id, client.at, keepSessionId);
  await recordOperatorAction(
    tx,
    {
      operatorId: actor.id,
      merchantId: merchant.id,
      action: "operators.update",
      outcome: "ok",
      targetType: "operator",
      targetId: target.id,
      ...change,
    },
    client,
  );
}

/** The payload of an operators.change request: who, what changes, and nothing secret shown. */
function changePayload(target: TOperator, edit: TOperatorEdit): Record<string, unknown> {
  const resets = [edit.passwordHash !== undefined && "password", edit.resetTotp && "authenticator"].filter(
    Boolean,
  );
  return {
    operatorId: target.id,
    operator: target.username,
    ...(edit.displayName !== undefined ? { displayName: edit.displayName } : {}),
    ...(edit.role !== undefined ? { fromRole: target.role, role: edit.role } : {}),
    ...(edit.status !== undefined ? { status: edit.status } : {}),
    ...(resets.length > 0 ? { resets: resets.join("_and_") } : {}),
    ...(edit.passwordHash !== undefined ? { passwordHash: edit.passwordHash } : {}),
  };
}

/**
 * `PUT /bo/operators`: name, role, status, password or a fresh authenticator enrolment. The
 * caller may not change their own role or status or reset their own authenticator. A role raise
 * and another operator's password or authenticator wait for another owner's approval; anything
 * else is done at once. Any change ends the operator's console sessions (a caller renaming
 * themself keeps the session in use).
 */
export async function updateConsoleOperator(
  ctx: TAppContext,
  call: TConsoleCall,
  input: TUpdateInput,
): Promise<TBoOperatorChange> {
  const { found, merchant, client } = call;
  const isSelf = input.id === found.operator.id;
  if (isSelf && (input.role !== undefined || input.status !== undefined || input.resetTotp)) {
    throw new AppError("OPERATOR_SELF_CHANGE");
  }
  const { password, id: _id, ...rest } = input;
  const edit: TOperatorEdit = {
    ...rest,
    ...(password === undefined ? {} : { passwordHash: await ctx.passwords.hash(password) }),
  };
  const db = ctx.database.db;
  type TOutcome = { approvalId: number } | { operator: TOperator | undefined };
  const outcome = await db.transaction(async (tx): Promise<TOutcome> => {
    const target = await findOperatorById(tx, input.id);
    if (!isOperatorVisible(target, merchant, found.operator))
      throw new AppError("NOT_FOUND", { id: input.id });
    if (Object.keys(changesOf(target, edit).after).length === 0) return { operator: target };
    if (needsFourEyes(target, edit, isSelf)) {
      const request = await requestApproval(
        tx,
        {
          merchantId: merchant.id,
          kind: OPERATOR_APPROVAL_KINDS.change,
          payload: changePayload(target, edit),
          amountMinor: null,
          requestedBy: found.operator.id,
          note: "",
        },
        client,
      );
      return { approvalId: request.id };
    }
    await applyOperatorEdit(
      tx,
      { actor: found.operator, merchant, target, edit, client },
      isSelf ? found.session.id : undefined,
    );
    return { operator: await findOperatorById(tx, target.id) };
  });
  if ("approvalId" in outcome) return pendingChange(ctx, merchant, outcome.approvalId);
  if (!outcome.operator) throw new AppError("NOT_FOUND", { id: input.id });
  return { operator: presentOperatorRow(outcome.operator, merchant.code), approval: null };
}
