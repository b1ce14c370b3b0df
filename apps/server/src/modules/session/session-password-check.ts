import { and, count, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { TAppContext } from "../../app-context.ts";
import type { TTx } from "../../db/database.ts";
import { authEvents } from "../../db/schema/accounts.ts";
import { AppError } from "../../http/app-error.ts";
import { withAttemptLock } from "./attempt-lock.ts";
import { recordMemberEvent } from "./auth-events.ts";
import { LOGIN_RISK, loginAttemptKey } from "./login-risk.ts";
import { revokeSession, type TAuthenticated, type TClientInfo } from "./session-service.ts";

/** Which call asked a signed-in member for the login password. */
export type TSessionPasswordCheck = "payment_password_set" | "password_change";

/** Wrong login passwords behind one member's sessions (15 minutes) before the session ends. */
export const SESSION_PASSWORD_FAILURES = LOGIN_RISK.captchaAfterPairFailures;

/**
 * Checks the login password a signed-in member typed (setting the payment password, changing the
 * password), so a stolen token is no password oracle: the check is claimed under the same lock as
 * logins, a wrong password is audited as `login_failed` (so the login's captcha and lockout count
 * it), and the third wrong one within 15 minutes ends the session (SESSION_EXPIRED). Answers
 * whether the password was right; the caller words the refusal.
 */
export async function checkSessionPassword(
  ctx: Pick<TAppContext, "database" | "passwords">,
  auth: TAuthenticated,
  password: string,
  check: TSessionPasswordCheck,
  client: TClientInfo,
): Promise<boolean> {
  const { member, session } = auth;
  const key = loginAttemptKey(member.merchantId, member.username);
  const outcome = await withAttemptLock(ctx.database.db, key, async (tx) => {
    const since = new Date(client.at.getTime() - LOGIN_RISK.captchaWindowMs);
    if ((await failuresSince(tx, member.id, since)) >= SESSION_PASSWORD_FAILURES) {
      await revokeSession(tx, session.id, client.at);
      return "ended";
    }
    if (await ctx.passwords.verify(member.passwordHash, password)) return "right";
    await recordMemberEvent(tx, member, "login_failed", client, { check });
    if ((await failuresSince(tx, member.id, since)) < SESSION_PASSWORD_FAILURES) return "wrong";
    await revokeSession(tx, session.id, client.at);
    return "ended";
  });
  if (outcome === "ended") throw new AppError("SESSION_EXPIRED");
  return outcome === "right";
}

/** Wrong passwords typed by the member inside sessions (not at the login form) since `since`. */
async function failuresSince(tx: TTx, memberId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(authEvents)
    .where(
      and(
        eq(authEvents.memberId, memberId),
        eq(authEvents.event, "login_failed"),
        isNotNull(sql`${authEvents.detail}->>'check'`),
        gt(authEvents.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}
