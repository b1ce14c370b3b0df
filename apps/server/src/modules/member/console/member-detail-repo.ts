import type { TBoLoginHistoryRow } from "@orchid/contract/backoffice-members";
import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import type { TDb, TTx } from "../../../db/database.ts";
import { authEvents, members } from "../../../db/schema/accounts.ts";

type TExecutor = TDb | TTx;

/** How many login-history rows the member page shows. */
export const LOGIN_HISTORY_SIZE = 50;

/** The username of a member of the merchant, or null. */
export async function findUsernameById(
  db: TExecutor,
  merchantId: number,
  id: number | null,
): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db
    .select({ username: members.username })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, id)));
  return row?.username ?? null;
}

/** Everyone below a member in the agent tree, at any depth (the member not counted). */
export async function countDownline(
  db: TExecutor,
  member: { id: number; merchantId: number; agentPath: string },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(members)
    .where(
      and(
        eq(members.merchantId, member.merchantId),
        sql`${members.agentPath} <@ ${member.agentPath}::ltree`,
        ne(members.id, member.id),
      ),
    );
  return row?.n ?? 0;
}

/** A member's newest authentication events (logins, failures, logouts, second factors…). */
export async function listLoginHistory(db: TExecutor, memberId: number): Promise<TBoLoginHistoryRow[]> {
  const rows = await db
    .select()
    .from(authEvents)
    .where(eq(authEvents.memberId, memberId))
    .orderBy(desc(authEvents.createdAt), desc(authEvents.id))
    .limit(LOGIN_HISTORY_SIZE);
  return rows.map((row) => ({
    event: row.event,
    outcome: row.event.endsWith("_failed") ? "failed" : "ok",
    ip: row.ip,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
  }));
}
