import type { TBoPermission } from "@orchid/contract/backoffice";
import type { TAppContext } from "../../app-context.ts";
import type { TTx } from "../../db/database.ts";
import type { TMerchant } from "../merchants/index.ts";
import type { TClientInfo } from "../session/index.ts";
import type { TApprovalRow } from "./approval-repo.ts";
import type { TOperator } from "./operator-repo.ts";

/**
 * What an approved request's executor works with. It runs inside the decision's transaction (use
 * `tx`, never the pool, for every read and write) with the request row locked, so it runs at most
 * once. An AppError it throws rolls its work back and leaves the request `failed` with that code;
 * any other error leaves it pending.
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

/**
 * One kind of four-eyes request, defined by the module that owns what it changes (a wallet
 * adjustment, a large withdrawal, a new operator). Methods, not properties, so a kind with its own
 * payload type still fits the registry's list.
 */
export type TApprovalKind<TPayload extends Record<string, unknown> = Record<string, unknown>> = {
  /** The name stored on the request row (`approval_requests.kind`). */
  name: string;
  /** A permission the approver needs beside money.approve (e.g. a stricter one for large amounts). */
  permission?: TBoPermission;
  /** A further check of the approver before anything runs (refused: FORBIDDEN, still pending). */
  mayApprove?(payload: TPayload, approver: TOperator): boolean;
  /** Carries the request out; answers a summary of what was done, kept in the audit row. */
  execute(tx: TTx, payload: TPayload, execution: TApprovalExecution): Promise<unknown>;
};

/** The approval kinds the running app knows, looked up by the name a request row carries. */
export type TApprovalRegistry = {
  find(name: string): TApprovalKind | undefined;
};

/**
 * Builds the registry once at start-up (apps/server/src/app.ts) from the kinds each domain
 * exports; passed to the approvals calls. A name defined twice is a programming error.
 */
export function createApprovalRegistry(kinds: readonly TApprovalKind[]): TApprovalRegistry {
  const byName = new Map<string, TApprovalKind>();
  for (const kind of kinds) {
    if (byName.has(kind.name)) throw new Error(`approval kind ${kind.name} is defined twice`);
    byName.set(kind.name, kind);
  }
  return { find: (name) => byName.get(name) };
}
