import type {
  TBoOperatorRow,
  ZBoCreateOperatorRequest,
  ZBoUpdateOperatorRequest,
} from "@orchid/contract/backoffice-operators";
import type { z } from "zod";
import type { TAppContext } from "../../app-context.ts";
import type { TTx } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { isUniqueViolation } from "../member/member-repo.ts";
import type { TClientInfo } from "../session/session-service.ts";
import type { TMerchant } from "../system/merchant-repo.ts";
import { recordOperatorAction } from "./operator-audit.ts";
import { presentOperatorRow } from "./operator-presenter.ts";
import {
  findOperatorById,
  findOperatorByUsername,
  insertOperator,
  listOperators,
  lockActiveOwners,
  revokeOperatorSessions,
  type TOperator,
  updateOperator,
} from "./operator-repo.ts";
import type { TOperatorContext } from "./operator-session.ts";

type TCreateInput = z.output<typeof ZBoCreateOperatorRequest>;
type TUpdateInput = z.output<typeof ZBoUpdateOperatorRequest>;
type TChange = { before: Record<string, unknown>; after: Record<string, unknown> };

const isPlatformOwner = (found: TOperatorContext) => found.operator.merchantId === null;

/** `GET /bo/operators`: the merchant's operators, and the platform owners for a platform owner. */
export async function listConsoleOperators(
  ctx: TAppContext,
  found: TOperatorContext,
  merchant: TMerchant,
): Promise<TBoOperatorRow[]> {
  const rows = await listOperators(ctx.database.db, merchant.id, isPlatformOwner(found));
  return rows.map((row) => presentOperatorRow(row, merchant.code));
}

/**
 * `POST /bo/operators`: a new operator of the merchant being acted on (or, for a platform owner
 * asking `platform`, a platform operator). They enrol an authenticator at their first login.
 */
export async function createConsoleOperator(
  ctx: TAppContext,
  found: TOperatorContext,
  merchant: TMerchant,
  input: TCreateInput,
  client: TClientInfo,
): Promise<TBoOperatorRow> {
  if (input.platform && !isPlatformOwner(found)) throw new AppError("FORBIDDEN", { reason: "platform" });
  const db = ctx.database.db;
  if (await findOperatorByUsername(db, input.username)) throw new AppError("OPERATOR_TAKEN");
  const passwordHash = await ctx.passwords.hash(input.password);
  try {
    const created = await db.transaction(async (tx) => {
      const row = await insertOperator(tx, {
        merchantId: input.platform ? null : merchant.id,
        username: input.username,
        displayName: input.displayName,
        role: input.role,
        passwordHash,
        createdAt: client.at,
      });
      await recordOperatorAction(
        tx,
        {
          operatorId: found.operator.id,
          merchantId: merchant.id,
          action: "operators.create",
          outcome: "ok",
          targetType: "operator",
          targetId: row.id,
          before: null,
          after: {
            username: row.username,
            displayName: row.displayName,
            role: row.role,
            platform: row.merchantId === null,
          },
        },
        client,
      );
      return row;
    });
    return presentOperatorRow(created, merchant.code);
  } catch (error) {
    if (isUniqueViolation(error, "operators_username_uq")) throw new AppError("OPERATOR_TAKEN");
    throw error;
  }
}

/** What the update changes, as the audit shows it (a password only as "changed"). */
function changesOf(target: TOperator, input: TUpdateInput): TChange {
  const change: TChange = { before: {}, after: {} };
  for (const key of ["displayName", "role", "status"] as const) {
    const value = input[key];
    if (value === undefined || value === target[key]) continue;
    change.before[key] = target[key];
    change.after[key] = value;
  }
  if (input.password !== undefined) change.after.passwordChanged = true;
  if (input.resetTotp) {
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

/**
 * `PUT /bo/operators`: name, role, status, password or a fresh authenticator enrolment. The
 * caller may not change their own role or status or reset their own authenticator. Any change
 * ends the operator's console sessions (a caller renaming themself keeps the session in use).
 */
export async function updateConsoleOperator(
  ctx: TAppContext,
  found: TOperatorContext,
  merchant: TMerchant,
  input: TUpdateInput,
  client: TClientInfo,
): Promise<TBoOperatorRow> {
  const isSelf = input.id === found.operator.id;
  if (isSelf && (input.role !== undefined || input.status !== undefined || input.resetTotp)) {
    throw new AppError("OPERATOR_SELF_CHANGE");
  }
  const passwordHash = input.password === undefined ? undefined : await ctx.passwords.hash(input.password);
  const db = ctx.database.db;
  const updated = await db.transaction(async (tx) => {
    const target = await findOperatorById(tx, input.id);
    const isVisible =
      target?.merchantId === merchant.id || (target?.merchantId === null && isPlatformOwner(found));
    if (!target || !isVisible) throw new AppError("NOT_FOUND", { id: input.id });
    const change = changesOf(target, input);
    if (Object.keys(change.after).length === 0) return target;
    await assertOwnerRemains(tx, target, change);
    await updateOperator(tx, target.id, {
      displayName: input.displayName,
      role: input.role,
      status: input.status,
      passwordHash,
      ...(input.resetTotp ? { totpSecret: null, totpEnabledAt: null, totpLastCounter: null } : {}),
      updatedAt: client.at,
    });
    await revokeOperatorSessions(tx, target.id, client.at, isSelf ? found.session.id : undefined);
    await recordOperatorAction(
      tx,
      {
        operatorId: found.operator.id,
        merchantId: merchant.id,
        action: "operators.update",
        outcome: "ok",
        targetType: "operator",
        targetId: target.id,
        ...change,
      },
      client,
    );
    return findOperatorById(tx, target.id);
  });
  if (!updated) throw new AppError("NOT_FOUND", { id: input.id });
  return presentOperatorRow(updated, merchant.code);
}
