import { roleAllows, type TBoPermission, type TOperatorRole } from "@orchid/contract/backoffice";
import type {
  TApprovalStatus,
  TBoApproval,
  TBoApprovalDecisionRequest,
} from "@orchid/contract/backoffice-operators";
import type { TAppContext } from "../../app-context.ts";
import type { TTx } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import type { TClientInfo } from "../session/session-service.ts";
import type { TMerchant } from "../system/merchant-repo.ts";
import { presentApproval, publicPayload } from "./approval-presenter.ts";
import {
  findApprovalView,
  insertApproval,
  listApprovalViews,
  lockApproval,
  settleApproval,
  type TApprovalRow,
} from "./approval-repo.ts";
import { assertIndependentApprover } from "./approver-independence.ts";
import { recordOperatorAction } from "./operator-audit.ts";
import type { TOperator } from "./operator-repo.ts";
import type { TOperatorContext } from "./operator-session.ts";

/**
 * Four-eyes approvals: a money action is stored as a pending request by one operator and carried
 * out only when a second operator approves it. The module that owns the money registers the
 * request's kind with the executor that carries it out; the first money kind is the wallet
 * adjustment of issue 5.
 *
 * An executor runs inside the decision's transaction (use `tx`, never the pool, for every read and
 * write) with the request row locked, so it runs at most once. An AppError it throws rolls its work
 * back and leaves the request `failed` with that code; any other error leaves it pending.
 */
export type TApprovalExecution = {
  app: TAppContext;
  merchant: TMerchant;
  request: TApprovalRow;
  approver: TOperator;
  client: TClientInfo;
  /** Runs once the decision has committed (e.g. to tell a member's open socket). */
  afterCommit: (effect: () => void) => void;
};

export type TApprovalKind = {
  /** A permission the approver needs beside money.approve (e.g. a stricter one for large amounts). */
  permission?: TBoPermission;
  /** A further check of the approver before anything runs (refused: FORBIDDEN, still pending). */
  mayApprove?: (payload: Record<string, unknown>, approver: TOperator) => boolean;
  /** Carries the request out; answers a summary of what was done, kept in the audit row. */
  execute: (tx: TTx, payload: Record<string, unknown>, execution: TApprovalExecution) => Promise<unknown>;
};

const kinds = new Map<string, TApprovalKind>();

/** Registers the executor of one kind of request, once per kind (at module load). */
export function registerApprovalKind(kind: string, definition: TApprovalKind): void {
  if (kinds.has(kind)) throw new Error(`approval kind ${kind} is already registered`);
  kinds.set(kind, definition);
}

/** Stores a pending request in the caller's transaction and audits it; answers the stored row. */
export async function requestApproval(
  tx: TTx,
  input: {
    merchantId: number;
    kind: string;
    payload: Record<string, unknown>;
    amountMinor: number | null;
    requestedBy: number;
    note: string;
  },
  client: TClientInfo,
): Promise<TApprovalRow> {
  if (!kinds.has(input.kind)) throw new Error(`approval kind ${input.kind} has no executor`);
  const row = await insertApproval(tx, {
    merchantId: input.merchantId,
    kind: input.kind,
    payload: input.payload,
    amountMinor: input.amountMinor,
    requestedBy: input.requestedBy,
    requestNote: input.note,
    createdAt: client.at,
  });
  await recordOperatorAction(
    tx,
    {
      operatorId: input.requestedBy,
      merchantId: input.merchantId,
      action: "approvals.request",
      outcome: "ok",
      targetType: "approval",
      targetId: row.id,
      before: null,
      after: {
        kind: row.kind,
        payload: publicPayload(row.payload),
        amountMinor: row.amountMinor,
        note: row.requestNote,
      },
    },
    client,
  );
  return row;
}

/** `GET /bo/approvals`: the merchant's requests, newest first. */
export async function listApprovals(
  ctx: TAppContext,
  merchant: TMerchant,
  status: TApprovalStatus | undefined,
): Promise<TBoApproval[]> {
  return (await listApprovalViews(ctx.database.db, merchant.id, status)).map(presentApproval);
}

/** An executor's refusal, carried out of the transaction so it rolls back before the row is marked. */
class ExecutionFailed extends Error {
  constructor(readonly failure: AppError) {
    super(failure.code);
  }
}

type TDecision = {
  ctx: TAppContext;
  found: TOperatorContext;
  merchant: TMerchant;
  input: TBoApprovalDecisionRequest;
  client: TClientInfo;
  /** What executors asked to run after the commit. */
  effects: (() => void)[];
};

function auditDecision(tx: TTx, d: TDecision, request: TApprovalRow, after: Record<string, unknown>) {
  return recordOperatorAction(
    tx,
    {
      operatorId: d.found.operator.id,
      merchantId: d.merchant.id,
      action: d.input.decision === "approve" ? "approvals.approve" : "approvals.reject",
      outcome: "ok",
      targetType: "approval",
      targetId: request.id,
      before: { status: request.status },
      after: { kind: request.kind, note: d.input.note ?? null, ...after },
    },
    d.client,
  );
}

/** The request, locked and still pending, decided by someone other than its requester. */
async function lockDecidable(tx: TTx, d: TDecision): Promise<TApprovalRow> {
  const request = await lockApproval(tx, d.merchant.id, d.input.id);
  if (!request) throw new AppError("NOT_FOUND", { id: d.input.id });
  if (request.status !== "pending") throw new AppError("APPROVAL_DECIDED", { status: request.status });
  if (request.requestedBy === d.found.operator.id) throw new AppError("FOUR_EYES_REQUIRED");
  await assertIndependentApprover(tx, request, d.found.operator, d.client.at);
  return request;
}

async function decideInTransaction(tx: TTx, d: TDecision): Promise<void> {
  const request = await lockDecidable(tx, d);
  const settled = {
    decidedBy: d.found.operator.id,
    decisionNote: d.input.note ?? null,
    decidedAt: d.client.at,
  };
  if (d.input.decision === "reject") {
    await settleApproval(tx, request.id, { ...settled, status: "rejected", failure: null });
    await auditDecision(tx, d, request, { status: "rejected" });
    return;
  }
  const kind = kinds.get(request.kind);
  if (!kind) throw new Error(`approval kind ${request.kind} has no executor`);
  if (kind.permission && !roleAllows(d.found.operator.role as TOperatorRole, kind.permission)) {
    throw new AppError("FORBIDDEN", { permission: kind.permission });
  }
  if (kind.mayApprove && !kind.mayApprove(request.payload, d.found.operator)) throw new AppError("FORBIDDEN");
  let result: unknown;
  try {
    result = await kind.execute(tx, request.payload, {
      app: d.ctx,
      merchant: d.merchant,
      request,
      approver: d.found.operator,
      client: d.client,
      afterCommit: (effect) => d.effects.push(effect),
    });
  } catch (error) {
    throw error instanceof AppError ? new ExecutionFailed(error) : error;
  }
  await settleApproval(tx, request.id, { ...settled, status: "approved", failure: null });
  await auditDecision(tx, d, request, { status: "approved", result: result ?? null });
}

/** After a refused execution was rolled back: the request becomes `failed` with the refusal's code. */
async function markFailed(d: TDecision, failure: AppError): Promise<void> {
  await d.ctx.database.db.transaction(async (tx) => {
    const request = await lockApproval(tx, d.merchant.id, d.input.id);
    // Another approver may have decided it between the rollback and now; their decision stands.
    if (request?.status !== "pending") return;
    await settleApproval(tx, request.id, {
      status: "failed",
      decidedBy: d.found.operator.id,
      decisionNote: d.input.note ?? null,
      failure: failure.code,
      decidedAt: d.client.at,
    });
    await auditDecision(tx, d, request, { status: "failed", failure: failure.code });
  });
}

/**
 * `PUT /bo/approvals/decision`: approve (the kind's executor runs in the same transaction) or
 * reject a pending request of this merchant. The requester never decides their own request
 * (FOUR_EYES_REQUIRED), nor does an approver made or reset by the requester or within the last
 * 24 hours (APPROVER_NOT_INDEPENDENT); both refusals are audited. A request already decided
 * answers APPROVAL_DECIDED.
 */
export async function decideApproval(
  ctx: TAppContext,
  found: TOperatorContext,
  merchant: TMerchant,
  input: TBoApprovalDecisionRequest,
  client: TClientInfo,
): Promise<TBoApproval> {
  const d: TDecision = { ctx, found, merchant, input, client, effects: [] };
  const db = ctx.database.db;
  try {
    await db.transaction((tx) => decideInTransaction(tx, d));
    for (const effect of d.effects) effect();
  } catch (error) {
    if (error instanceof ExecutionFailed) {
      await markFailed(d, error.failure);
      throw error.failure;
    }
    const isNotIndependent = error instanceof AppError && error.code === "APPROVER_NOT_INDEPENDENT";
    if (error instanceof AppError && (error.code === "FOUR_EYES_REQUIRED" || isNotIndependent)) {
      await recordOperatorAction(
        db,
        {
          operatorId: found.operator.id,
          merchantId: merchant.id,
          action: `approvals.${input.decision}`,
          outcome: "refused",
          targetType: "approval",
          targetId: input.id,
          after: { reason: isNotIndependent ? error.details?.reason : "four_eyes" },
        },
        client,
      );
    }
    throw error;
  }
  const view = await findApprovalView(db, merchant.id, input.id);
  if (!view) throw new AppError("NOT_FOUND", { id: input.id });
  return presentApproval(view);
}
