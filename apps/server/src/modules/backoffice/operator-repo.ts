import { eq, sql } from "drizzle-orm";
import type { TDb, TTx } from "../../db/database.ts";
import { operators } from "../../db/schema/backoffice.ts";

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

export async function updateOperator(
  db: TExecutor,
  id: number,
  values: Partial<Pick<TOperator, "totpSecret" | "totpEnabledAt" | "totpLastCounter" | "lastLoginAt">>,
): Promise<void> {
  await db
    .update(operators)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(operators.id, id));
}
