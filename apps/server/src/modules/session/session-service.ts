import { isAgentType, TRIAL_TYPE } from "@orchid/contract/member";
import type { TLoginValue } from "@orchid/contract/session";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import type { TDb, TTx } from "../../db/database.ts";
import { memberKnownIps, members, sessions } from "../../db/schema/accounts.ts";
import { AppError } from "../../http/app-error.ts";
import { clientIp } from "../../http/client-ip.ts";
import type { TMember } from "../accounts/index.ts";
import { memberChanged, sessionChanged } from "../accounts/index.ts";
import { recordLogin } from "../activity/index.ts";
import { recordMemberEvent } from "./auth-events.ts";
import { hashOpaqueToken, newOpaqueToken, tokenFromHeader } from "./session-token.ts";

export type TSession = typeof sessions.$inferSelect;
export type TLoginType = "username" | "sms" | "phone" | "register" | "freeplay" | "reset";

/**
 * Who made a request and when (the app's clock): their address and browser, for sessions and the
 * audit log, and the device id the site keeps in the browser when it sent one.
 */
export type TClientInfo = { ip: string; userAgent: string; at: Date; device?: string | null };

/** The site's device id header: a random id the browser keeps; anything malformed is ignored. */
export const DEVICE_HEADER = "x-device-id";
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function clientInfo(request: FastifyRequest, at: Date): TClientInfo {
  const agent = request.headers["user-agent"];
  const device = request.headers[DEVICE_HEADER];
  return {
    ip: clientIp(request),
    userAgent: typeof agent === "string" ? agent.slice(0, 512) : "",
    at,
    device: typeof device === "string" && DEVICE_ID.test(device) ? device : null,
  };
}

/**
 * Opens a session: a new random token (only its hash is stored), the member's login times, the
 * IP remembered as known, and a `login` audit row. Every login gets a fresh token.
 */
export async function startSession(
  ctx: Pick<TAppContext, "config" | "now">,
  db: TDb | TTx,
  input: { member: TMember; loginType: TLoginType; client: TClientInfo; mustChangePassword: boolean },
): Promise<TLoginValue> {
  const { member, client } = input;
  const now = ctx.now();
  const { token, hash } = newOpaqueToken();
  await db.insert(sessions).values({
    merchantId: member.merchantId,
    memberId: member.id,
    tokenHash: hash,
    loginType: input.loginType,
    mustChangePassword: input.mustChangePassword,
    ip: client.ip,
    userAgent: client.userAgent,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ctx.config.sessionMaxMs),
  });
  await db
    .update(members)
    .set({ lastLoginAt: now, lastLoginIp: client.ip, firstLoginAt: member.firstLoginAt ?? now })
    .where(eq(members.id, member.id));
  memberChanged(member.id);
  await rememberIp(db, member.id, client.ip, now);
  await recordMemberEvent(db, member, "login", client, { loginType: input.loginType });
  // Missions count the days a member logs in; a trial account has none.
  if (member.type !== TRIAL_TYPE)
    await recordLogin(db, { merchantId: member.merchantId, memberId: member.id, at: now });
  return {
    token,
    firstTimeLogin: member.firstLoginAt === null,
    passwordExpired: input.mustChangePassword,
    type: member.type,
    username: member.username,
    nickname: member.nickname,
  };
}

export async function rememberIp(db: TDb | TTx, memberId: number, ip: string, now: Date): Promise<void> {
  await db
    .insert(memberKnownIps)
    .values({ memberId, ip, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: [memberKnownIps.memberId, memberKnownIps.ip], set: { lastSeenAt: now } });
}

/** In one query: has the member completed any login before, and ever from this IP? */
export async function knownIpState(
  db: TDb,
  memberId: number,
  ip: string,
): Promise<{ hasAny: boolean; isKnown: boolean }> {
  const [row] = await db
    .select({
      hasAny: sql<boolean>`count(*) > 0`,
      isKnown: sql<boolean>`coalesce(bool_or(${memberKnownIps.ip} = ${ip}), false)`,
    })
    .from(memberKnownIps)
    .where(eq(memberKnownIps.memberId, memberId));
  return { hasAny: Boolean(row?.hasAny), isKnown: Boolean(row?.isKnown) };
}

export type TAuthenticated = { session: TSession; member: TMember };

type TRequireOptions = {
  /** Calls that stay open while a password change is pending (member info, change password, logout). */
  allowPendingPasswordChange?: boolean;
  /** Refuse trial (type 4) accounts with in_need_true_account. */
  realAccountOnly?: boolean;
  /** Refuse members who are not agents (types 1, 2, 41, 42) with NON_AGENT_ACCOUNT. */
  agentOnly?: boolean;
};

const TOUCH_EVERY_MS = 60_000;

/**
 * The session behind a request's token for this merchant, or NOT_LOGGED_IN / SESSION_EXPIRED.
 * Idle sessions expire after SESSION_IDLE_MINUTES, all after SESSION_MAX_HOURS.
 */
export async function requireMember(
  ctx: TAppContext,
  request: FastifyRequest,
  merchantId: number,
  options: TRequireOptions = {},
): Promise<TAuthenticated> {
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) throw new AppError("NOT_LOGGED_IN");
  return authenticateMemberToken(ctx, token, merchantId, options);
}

/** The member behind a session token (a socket's first message carries it), with the same rules. */
export async function authenticateMemberToken(
  ctx: TAppContext,
  token: string,
  merchantId: number,
  options: TRequireOptions = {},
): Promise<TAuthenticated> {
  const { db } = ctx.database;
  const tokenHash = hashOpaqueToken(token);
  const found = ctx.sessions.get(tokenHash, merchantId) ?? (await readSession(ctx, tokenHash, merchantId));
  if (!found) throw new AppError("NOT_LOGGED_IN");
  const { session, member } = found;
  const now = ctx.now();
  const idleLimit = session.lastSeenAt.getTime() + ctx.config.sessionIdleMs;
  if (session.expiresAt.getTime() <= now.getTime() || idleLimit <= now.getTime()) {
    await revokeSession(db, session.id, now);
    throw new AppError("SESSION_EXPIRED");
  }
  if (member.status !== "active") {
    await revokeMemberSessions(db, member.id, now);
    throw new AppError("ACCOUNT_LOCKED");
  }
  if (session.mustChangePassword && !options.allowPendingPasswordChange) {
    throw new AppError("PASSWORD_CHANGE_REQUIRED");
  }
  if (options.realAccountOnly && member.type === TRIAL_TYPE) throw new AppError("NEED_TRUE_ACCOUNT");
  if (options.agentOnly && !isAgentType(member.type)) throw new AppError("NON_AGENT_ACCOUNT");
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
    session.lastSeenAt = now;
  }
  return { session, member };
}

/** The live session and its member from the database (remembered briefly when the cache is on). */
async function readSession(
  ctx: Pick<TAppContext, "database" | "sessions">,
  tokenHash: string,
  merchantId: number,
): Promise<TAuthenticated | undefined> {
  const stamp = ctx.sessions.stamp();
  const [found] = await sessionWithMember(ctx.database.db).execute({ tokenHash, merchantId });
  if (!found || found.session.revokedAt) return undefined;
  ctx.sessions.set(tokenHash, merchantId, found, stamp);
  return found;
}

/**
 * A token's session with its member, in one query built once per database handle (a named
 * statement on PostgreSQL): every member call that misses the cache runs it.
 */
const preparedSessionReads = new WeakMap<TDb, ReturnType<typeof prepareSessionRead>>();

function prepareSessionRead(db: TDb) {
  return db
    .select({ session: sessions, member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        eq(sessions.merchantId, sql.placeholder("merchantId")),
        eq(members.merchantId, sql.placeholder("merchantId")),
      ),
    )
    .prepare("member_session_by_token");
}

function sessionWithMember(db: TDb): ReturnType<typeof prepareSessionRead> {
  let prepared = preparedSessionReads.get(db);
  if (!prepared) {
    prepared = prepareSessionRead(db);
    preparedSessionReads.set(db, prepared);
  }
  return prepared;
}

export async function revokeSession(db: TDb | TTx, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  sessionChanged(sessionId);
}

/** Ends every session of a member, except `keepSessionId` (the one that changed the password). */
export async function revokeMemberSessions(
  db: TDb | TTx,
  memberId: number,
  now: Date,
  keepSessionId?: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? sql`true` : sql`${sessions.id} <> ${keepSessionId}`,
      ),
    );
  memberChanged(memberId);
}

/** Lifts the pending-password-change flag of a session once the password was changed. */
export async function clearPendingPasswordChange(db: TDb | TTx, sessionId: number): Promise<void> {
  await db.update(sessions).set({ mustChangePassword: false }).where(eq(sessions.id, sessionId));
  sessionChanged(sessionId);
}
