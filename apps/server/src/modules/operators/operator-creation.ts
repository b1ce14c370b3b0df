import type { TOperatorRole } from "@orchid/contract/backoffice";
import type { TBoOperatorChange, ZBoCreateOperatorRequest } from "@orchid/contract/backoffice-operators";
import type { z } from "zod";
import type { TAppContext } from "../../app-context.ts";
import type { TTx } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { isUniqueViolation } from "../accounts/index.ts";
import type { TMerchant } from "../merchants/index.ts";
import type { TClientInfo } from "../session/index.ts";
import { requestApproval } from "./approvals.ts";
import { OPERATOR_APPROVAL_KINDS } from "./approver-independence.ts";
import type { TConsoleCall } from "./console-gate.ts";
import { recordOperatorAction } from "./operator-audit.ts";
import { findOperatorByUsername, insertOperator, type TOperator } from "./operator-repo.ts";
import { pendingChange } from "./pending-change.ts";

type TCreateInput = z.output<typeof ZBoCreateOperatorRequest>;

/** What an operator request carries (payload of operators.create; the hash never leaves). */
export type TCreatePayload = {
  operator: string;
  displayName: string;
  role: TOperatorRole;
  platform: boolean;
  passwordHash: string;
};

/**
 * `POST /bo/operators`: asks for a new operator of the merchant being acted on (or, for a platform
 * owner asking `platform`, a platform operator). Adding an operator is a four-eyes action: the
 * request waits for another owner (operator-approvals.ts). They enrol an authenticator at their
 * first login.
 */
export async function createConsoleOperator(
  ctx: TAppContext,
  call: TConsoleCall,
  input: TCreateInput,
): Promise<TBoOperatorChange> {
  const { found, merchant, client } = call;
  if (input.platform && found.operator.merchantId !== null)
    throw new AppError("FORBIDDEN", { reason: "platform" });
  const db = ctx.database.db;
  if (await findOperatorByUsername(db, input.username)) throw new AppError("OPERATOR_TAKEN");
  const payload: TCreatePayload = {
    operator: input.username,
    displayName: input.displayName,
    role: input.role,
    platform: input.platform,
    passwordHash: await ctx.passwords.hash(input.password),
  };
  const row = await db.transaction((tx) =>
    requestApproval(
      tx,
      {
        merchantId: merchant.id,
        kind: OPERATOR_APPROVAL_KINDS.create,
        payload,
        amountMinor: null,
        requestedBy: found.operator.id,
        note: "",
      },
      client,
    ),
  );
  return pendingChange(ctx, merchant, row.id);
}

/** Creates the operator of an approved request and audits it as the approver's action. */
export async function insertConsoleOperator(
  tx: TTx,
  payload: TCreatePayload,
  approval: { approver: TOperator; merchant: TMerchant; client: TClientInfo },
): Promise<TOperator> {
  const { approver, merchant, client } = approval;
  if (payload.platform && approver.merchantId !== null)
    throw new AppError("FORBIDDEN", { reason: "platform" });
  if (await findOperatorByUsername(tx, payload.operator)) throw new AppError("OPERATOR_TAKEN");
  const row = await insertOperator(tx, {
    merchantId: payload.platform ? null : merchant.id,
    username: payload.operator,
    displayName: payload.displayName,
    role: payload.role,
    passwordHash: payload.passwordHash,
    createdAt: client.at,
  }).catch((error: unknown) => {
    throw isUniqueViolation(error, "operators_username_uq") ? new AppError("OPERATOR_TAKEN") : error;
  });
  await recordOperatorAction(
    tx,
    {
      operatorId: approver.id,
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
}
