import type { TApprovalStatus } from "@orchid/contract/backoffice-operators";
import { and, desc, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TDb, TTx } from "../../db/database.ts";
import { approvalRequests, operators } from "../../db/schema/backoffice.ts";

export type TApprovalRow = typeof approvalRequests.$inferSelect;
/** A request with the usernames of its requester and decider, as the console lists it. */
export type TApprovalView = TApprovalRow & { requestedByName: string; decidedByName: string | null };
type TExecutor = TDb | TTx;

const LIST_SIZE = 200;
const requester = alias(operators, "requester");
const decider = alias(operators, "decider");

export async function insertApproval(
  db: TExecutor,
  values: Pick<
    TApprovalRow,
    "merchantId" | "kind" | "payload" | "amountMinor" | "requestedBy" | "requestNote" | "createdAt"
  >,
): Promise<TApprovalRow> {
  const [row] = await db.insert(approvalRequests).values(values).returning();
  if (!row) throw new Error("approval insert returned nothing");
  return row;
}

/** A merchant's request, locked until the transaction ends so only one decision can see it pending. */
export async function lockApproval(
  tx: TTx,
  merchantId: number,
  id: number,
): Promise<TApprovalRow | undefined> {
  const [row] = await tx
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.id, id), eq(approvalRequests.merchantId, merchantId)))
    .for("update");
  return row;
}

export async function settleApproval(
  tx: TTx,
  id: number,
  values: Pick<TApprovalRow, "status" | "decidedBy" | "decisionNote" | "failure" | "decidedAt">,
): Promise<void> {
  await tx.update(approvalRequests).set(values).where(eq(approvalRequests.id, id));
}

function selectViews(db: TExecutor) {
  return db
    .select({ row: approvalRequests, requestedByName: requester.username, decidedByName: decider.username })
    .from(approvalRequests)
    .innerJoin(requester, eq(requester.id, approvalRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, approvalRequests.decidedBy));
}

/** A merchant's requests (optionally of one status), newest first, at most 200. */
export async function listApprovalViews(
  db: TExecutor,
  merchantId: number,
  status: TApprovalStatus | undefined,
): Promise<TApprovalView[]> {
  const rows = await selectViews(db)
    .where(
      and(
        eq(approvalRequests.merchantId, merchantId),
        status ? eq(approvalRequests.status, status) : undefined,
      ),
    )
    .orderBy(desc(approvalRequests.id))
    .limit(LIST_SIZE);
  return rows.map(({ row, ...names }) => ({ ...row, ...names }));
}

export async function findApprovalView(
  db: TExecutor,
  merchantId: number,
  id: number,
): Promise<TApprovalView | undefined> {
  const [found] = await selectViews(db).where(
    and(eq(approvalRequests.id, id), eq(approvalRequests.merchantId, merchantId)),
  );
  return found
    ? { ...found.row, requestedByName: found.requestedByName, decidedByName: found.decidedByName }
    : undefined;
}

/**
 * The approved requests that made or reset this operator (their creation, a role raise, a new
 * password or authenticator), of any merchant: who asked, who approved, and when.
 */
export async function listOperatorGrants(
  db: TExecutor,
  operator: { id: number; username: string },
  kinds: { create: string; change: string },
): Promise<Pick<TApprovalRow, "requestedBy" | "decidedBy" | "decidedAt">[]> {
  return db
    .select({
      requestedBy: approvalRequests.requestedBy,
      decidedBy: approvalRequests.decidedBy,
      decidedAt: approvalRequests.decidedAt,
    })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.status, "approved"),
        or(
          and(
            eq(approvalRequests.kind, kinds.create),
            sql`lower(${approvalRequests.payload}->>'operator') = lower(${operator.username})`,
          ),
          and(
            eq(approvalRequests.kind, kinds.change),
            sql`${approvalRequests.payload}->>'operatorId' = ${String(operator.id)}`,
          ),
        ),
      ),
    );
}
