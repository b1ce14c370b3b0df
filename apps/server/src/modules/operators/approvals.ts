import { roleAllows, type TOperatorRole } from "@orchid/contract/backoffice";
import type {
  TApprovalStatus,
  TBoApproval,
  TBoApprovalDecisionRequest,
} from "@orchid/contract/backoffice-operators";
import type { TAppContext } from "../../app-context.ts";
import type { TTx } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import type { TMerchant } from "../merchants/index.ts";
import type { TClientInfo } from "../session/index.ts";
import type { TApprovalRegistry } from "./approval-kinds.ts";
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
import type { TConsoleCall } from "./console-gate.ts";
import { recordOperatorAction } from "./operator-audit.ts";
import type { TOperatorContext } from "./operator-session.ts";

// Four-eyes approvals: a change is stored as a pending request by one operator and carried out
// only when a second operator approves it. The module that owns the change defines its kind
// (approval-kinds.ts); the registry built at start-up finds the kind's executor at decision time.

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
  ctx: Pick<TAppContext, "database">,
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
  kinds: TApprovalRegistry;
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
  const kind = d.kinds.find(request.kind);
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
  call: TConsoleCall,
  input: TBoApprovalDecisionRequest,
  kinds: TApprovalRegistry,
): Promise<TBoApproval> {
  const { found, merchant, client } = call;
  const d: TDecision = { ctx, found, merchant, input, client, kinds, effects: [] };
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
