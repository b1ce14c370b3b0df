import { and, count, eq, gt, inArray } from "drizzle-orm";
import type { TDb, TTx } from "../../db/database.ts";
import { authEvents } from "../../db/schema/accounts.ts";

export type TAuthEvent =
  | "login"
  | "login_failed"
  | "logout"
  | "register"
  | "password_changed"
  | "password_reset_requested"
  | "password_reset"
  | "second_factor_challenged"
  | "second_factor_passed"
  | "second_factor_failed"
  | "totp_enabled"
  | "totp_disabled"
  | "free_play"
  | "payment_password_set"
  | "payment_password_failed";

export type TAuthEventInput = {
  merchantId: number;
  memberId?: number | null;
  subject?: string | null;
  event: TAuthEvent;
  ip: string;
  userAgent: string;
  /** When it happened, by the app's clock (the same clock the risk windows are measured with). */
  at: Date;
  detail?: Record<string, unknown>;
};

/** Appends one event to the audit log (the table refuses updates and deletes). */
export async function recordAuthEvent(db: TDb | TTx, input: TAuthEventInput): Promise<void> {
  await db.insert(authEvents).values({
    merchantId: input.merchantId,
    memberId: input.memberId ?? null,
    subject: input.subject?.toLowerCase() ?? null,
    event: input.event,
    ip: input.ip,
    userAgent: input.userAgent.slice(0, 512),
    detail: input.detail ?? {},
    createdAt: input.at,
  });
}

/** Appends an event about one member, from the client that caused it. */
export function recordMemberEvent(
  db: TDb | TTx,
  member: { id: number; merchantId: number; username: string },
  event: TAuthEvent,
  client: { ip: string; userAgent: string; at: Date },
  detail?: Record<string, unknown>,
): Promise<void> {
  return recordAuthEvent(db, {
    merchantId: member.merchantId,
    memberId: member.id,
    subject: member.username,
    event,
    ip: client.ip,
    userAgent: client.userAgent,
    at: client.at,
    detail,
  });
}

/** How many login failures a subject (or an IP) had since `since`. */
export async function countLoginFailures(
  db: TDb,
  merchantId: number,
  by: { subject: string } | { ip: string },
  since: Date,
): Promise<number> {
  const match = "subject" in by ? eq(authEvents.subject, by.subject.toLowerCase()) : eq(authEvents.ip, by.ip);
  const [row] = await db
    .select({ n: count() })
    .from(authEvents)
    .where(
      and(
        eq(authEvents.merchantId, merchantId),
        match,
        inArray(authEvents.event, ["login_failed", "second_factor_failed"]),
        gt(authEvents.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}
