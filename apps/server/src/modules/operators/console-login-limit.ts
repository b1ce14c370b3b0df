import { sql } from "drizzle-orm";
import type { TTx } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import type { TClientInfo } from "../session/index.ts";
import { refusedSignIns } from "./operator-audit.ts";

/**
 * Console sign-in limits, kept per (username, address) so a stranger elsewhere can neither use up
 * nor lock the holder's tries: five refused steps (password or authenticator code) are free, then
 * one try per back-off period, and ten refusals in the window shut that pair until they age out.
 * An unknown username is counted and answered exactly like a known one.
 */
export const CONSOLE_LOGIN_LIMIT = {
  freeTries: 5,
  backoffMs: 30_000,
  maxRefusals: 10,
  windowMs: 15 * 60_000,
  /** Codes one pending session may try before it is spent. */
  codeTries: 5,
} as const;

export type TSignInKey = { operatorId: number | null; username: string; ip: string };

/** The key's spelling for counting and locking: usernames match in any case. */
export function signInKey(operatorId: number | null, username: string, ip: string): TSignInKey {
  return { operatorId, username: username.trim().toLowerCase(), ip };
}

/**
 * Claims the key until the transaction ends (an advisory lock), so parallel tries of one
 * (username, address) are counted and checked one after another: N tries consume N attempts.
 */
export async function lockSignInKey(tx: TTx, key: TSignInKey): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`bo-login:${key.username}|${key.ip}`}, 0))`,
  );
}

/**
 * Refuses the try when the key is shut (too many refusals in the window) or, for the password
 * step, still backing off after its free tries. Call it with the key locked.
 */
export async function assertSignInAllowed(
  tx: TTx,
  key: TSignInKey,
  client: TClientInfo,
  step: "password" | "code",
): Promise<void> {
  const now = client.at.getTime();
  const refused = await refusedSignIns(tx, key, new Date(now - CONSOLE_LOGIN_LIMIT.windowMs));
  if (refused.count >= CONSOLE_LOGIN_LIMIT.maxRefusals && refused.first) {
    const reopensAt = refused.first.getTime() + CONSOLE_LOGIN_LIMIT.windowMs;
    throw new AppError("LOGIN_BLOCKED", {
      retryAfterSeconds: Math.max(1, Math.ceil((reopensAt - now) / 1000)),
    });
  }
  if (step === "code" || refused.count < CONSOLE_LOGIN_LIMIT.freeTries || !refused.last) return;
  const nextTryAt = refused.last.getTime() + CONSOLE_LOGIN_LIMIT.backoffMs;
  if (now < nextTryAt) {
    throw new AppError("LOGIN_BLOCKED", {
      retryAfterSeconds: Math.max(1, Math.ceil((nextTryAt - now) / 1000)),
    });
  }
}
