import type { TBoAuditRow } from "@orchid/contract/backoffice";
import { and, count, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { TDb, TTx } from "../../db/database.ts";
import { operatorAudit, operators } from "../../db/schema/backoffice.ts";
import type { TClientInfo } from "../session/index.ts";

export type TOperatorAction = {
  operatorId: number | null;
  merchantId: number | null;
  action: string;
  outcome: "ok" | "refused";
  targetType?: string;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
};

/** Appends one console action or refusal to the audit log (the table refuses update and delete). */
export async function recordOperatorAction(
  db: TDb | TTx,
  entry: TOperatorAction,
  client: TClientInfo,
): Promise<void> {
  await db.insert(operatorAudit).values({
    operatorId: entry.operatorId,
    merchantId: entry.merchantId,
    action: entry.action,
    outcome: entry.outcome,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: client.ip,
    userAgent: client.userAgent,
    createdAt: client.at,
  });
}

/**
 * Refused sign-in steps (password or code) typed as `username` from `ip` since `since`, with the
 * first and last of them: the console's per-(account, address) limit. Rows of an unknown username
 * carry no operator id, so they are found by the same key.
 */
export async function refusedSignIns(
  db: TDb | TTx,
  key: { operatorId: number | null; username: string; ip: string },
  since: Date,
): Promise<{ count: number; first: Date | null; last: Date | null }> {
  const [row] = await db
    .select({
      n: count(),
      first: sql<string | null>`min(${operatorAudit.createdAt})`,
      last: sql<string | null>`max(${operatorAudit.createdAt})`,
    })
    .from(operatorAudit)
    .where(
      and(
        key.operatorId === null
          ? isNull(operatorAudit.operatorId)
          : eq(operatorAudit.operatorId, key.operatorId),
        gt(operatorAudit.createdAt, since),
        inArray(operatorAudit.action, ["session.login", "session.totp"]),
        eq(operatorAudit.outcome, "refused"),
        eq(operatorAudit.ip, key.ip),
        sql`${operatorAudit.after}->>'username' = ${key.username}`,
      ),
    );
  const at = (value: string | null | undefined) => (value ? new Date(value) : null);
  return { count: row?.n ?? 0, first: at(row?.first), last: at(row?.last) };
}

/**
 * The newest audit rows of a merchant (what its operators, and platform owners acting on it, did
 * or were refused), newest first, with the operator's username; `action` keeps the actions that
 * start with it ("members." → every member action).
 */
export async function listAudit(
  db: TDb,
  merchantId: number,
  query: { limit: number; action?: string },
): Promise<TBoAuditRow[]> {
  const rows = await db
    .select({ row: operatorAudit, operator: operators.username })
    .from(operatorAudit)
    .leftJoin(operators, eq(operators.id, operatorAudit.operatorId))
    .where(
      and(
        eq(operatorAudit.merchantId, merchantId),
        query.action ? sql`starts_with(${operatorAudit.action}, ${query.action})` : undefined,
      ),
    )
    .orderBy(desc(operatorAudit.id))
    .limit(query.limit);
  return rows.map(({ row, operator }) => ({
    id: row.id,
    operatorId: row.operatorId,
    operator,
    action: row.action,
    outcome: row.outcome as TBoAuditRow["outcome"],
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  }));
}
