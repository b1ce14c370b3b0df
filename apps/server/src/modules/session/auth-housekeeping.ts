import { and, isNotNull, lt, or } from "drizzle-orm";
import type { TDb } from "../../db/database.ts";
import {
  captchas,
  loginChallenges,
  passwordResetTokens,
  sessions,
  verificationCodes,
} from "../../db/schema/accounts.ts";

const DAY_MS = 86_400_000;

/** How long spent rows stay for support questions before they are removed. */
export const KEEP_SPENT = {
  codesMs: 2 * DAY_MS,
  challengesMs: DAY_MS,
  resetLinksMs: 2 * DAY_MS,
  sessionsMs: 30 * DAY_MS,
};

/**
 * Removes rows that can no longer be used: expired captchas, old one-time codes and challenges,
 * spent or expired reset links, and sessions ended more than 30 days ago. The audit log is kept.
 * Idempotent, so every instance may run it.
 */
export async function purgeSpentAuthRows(db: TDb, now: Date): Promise<number> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const removed = await Promise.all([
    db.delete(captchas).where(lt(captchas.expiresAt, now)).returning({ id: captchas.id }),
    db
      .delete(verificationCodes)
      .where(lt(verificationCodes.expiresAt, before(KEEP_SPENT.codesMs)))
      .returning({ id: verificationCodes.id }),
    db
      .delete(loginChallenges)
      .where(lt(loginChallenges.expiresAt, before(KEEP_SPENT.challengesMs)))
      .returning({ id: loginChallenges.idHash }),
    db
      .delete(passwordResetTokens)
      .where(
        or(
          lt(passwordResetTokens.expiresAt, before(KEEP_SPENT.resetLinksMs)),
          and(
            isNotNull(passwordResetTokens.consumedAt),
            lt(passwordResetTokens.consumedAt, before(KEEP_SPENT.resetLinksMs)),
          ),
        ),
      )
      .returning({ id: passwordResetTokens.tokenHash }),
    db
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, before(KEEP_SPENT.sessionsMs)),
          and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before(KEEP_SPENT.sessionsMs))),
        ),
      )
      .returning({ id: sessions.id }),
  ]);
  return removed.reduce((sum, rows) => sum + rows.length, 0);
}
