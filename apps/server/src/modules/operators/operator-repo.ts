import { and, asc, eq, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { TDb, TTx } from "../../db/database.ts";
import { operatorSessions, operators } from "../../db/schema/backoffice.ts";

export type TOperator = typeof operators.$inferSelect;
type TExecutor = TDb | TTx;

export async function findOperatorByUsername(
  db: TExecutor,
  username: string,
): Promise<TOperator | undefined> {
  const [row] = await db
    .select()
    .from(operators)
    .where(sql`lower(${operators.username}) = lower(${username})`);
  return row;
}

export async function findOperatorById(db: TExecutor, id: number): Promise<TOperator | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row;
}

/** The operators of a merchant (and, when asked, the platform owners), oldest first. */
export function listOperators(
  db: TExecutor,
  merchantId: number,
  withPlatform: boolean,
): Promise<TOperator[]> {
  const scope = withPlatform
    ? or(eq(operators.merchantId, merchantId), isNull(operators.merchantId))
    : eq(operators.merchantId, merchantId);
  return db.select().from(operators).where(scope).orderBy(asc(operators.id));
}

/** Inserts an operator; a username already taken surfaces as the unique violation. */
export async function insertOperator(
  db: TExecutor,
  values: Pick<TOperator, "merchantId" | "username" | "displayName" | "passwordHash" | "role"> & {
    createdAt: Date;
  },
): Promise<TOperator> {
  const [row] = await db
    .insert(operators)
    .values({ ...values, updatedAt: values.createdAt })
    .returning();
  if (!row) throw new Error("operator insert returned nothing");
  return row;
}

export async function updateOperator(
  db: TExecutor,
  id: number,
  values: Partial<
    Pick<
      TOperator,
      | "totpSecret"
      | "totpEnabledAt"
      | "totpLastCounter"
      | "lastLoginAt"
      | "displayName"
      | "role"
      | "status"
      | "passwordHash"
      | "updatedAt"
    >
  >,
): Promise<void> {
  await db
    .update(operators)
    .set({ updatedAt: new Date(), ...values })
    .where(eq(operators.id, id));
}

/**
 * Locks the active owners of a merchant (null: the platform owners) until the transaction ends
 * and answers their ids, so two owners cannot demote each other at the same moment.
 */
export async function lockActiveOwners(tx: TTx, merchantId: number | null): Promise<number[]> {
  const scope: SQL | undefined =
    merchantId === null ? isNull(operators.merchantId) : eq(operators.merchantId, merchantId);
  const rows = await tx
    .select({ id: operators.id })
    .from(operators)
    .where(and(scope, eq(operators.role, "owner"), eq(operators.status, "active")))
    .for("update");
  return rows.map((row) => row.id);
}

/** Ends an operator's console sessions, except `keepSessionId` (the caller's own). */
export async function revokeOperatorSessions(
  db: TExecutor,
  operatorId: number,
  at: Date,
  keepSessionId?: number,
): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(operatorSessions.id, keepSessionId),
      ),
    );
}
