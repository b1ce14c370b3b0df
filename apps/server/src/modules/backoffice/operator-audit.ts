import { and, count, desc, eq, gt } from "drizzle-orm";
import type { TDb, TTx } from "../../db/database.ts";
import { operatorAudit } from "../../db/schema/backoffice.ts";
import type { TClientInfo } from "../session/session-service.ts";

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

/** Refused password steps for one operator since `since` (login throttling). */
export async function countRefusedLogins(db: TDb, operatorId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(operatorAudit)
    .where(
      and(
        eq(operatorAudit.operatorId, operatorId),
        eq(operatorAudit.action, "session.login"),
        eq(operatorAudit.outcome, "refused"),
        gt(operatorAudit.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** The newest audit rows of a merchant (a platform owner's own rows included), newest first. */
export function listAudit(db: TDb, merchantId: number, limit: number) {
  return db
    .select()
    .from(operatorAudit)
    .where(eq(operatorAudit.merchantId, merchantId))
    .orderBy(desc(operatorAudit.id))
    .limit(limit);
}
