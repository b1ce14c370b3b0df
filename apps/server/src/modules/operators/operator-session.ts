import {
  roleAllows,
  type TBoLoginValue,
  type TBoPermission,
  type TBoSessionValue,
  type TOperatorRole,
} from "@orchid/contract/backoffice";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import QRCode from "qrcode";
import type { TAppContext } from "../../app-context.ts";
import type { TTx } from "../../db/database.ts";
import { operatorSessions } from "../../db/schema/backoffice.ts";
import { AppError } from "../../http/app-error.ts";
import { findMerchantById } from "../merchants/index.ts";
import type { TClientInfo } from "../session/index.ts";
import {
  generateTotpSecret,
  hashOpaqueToken,
  newOpaqueToken,
  otpauthUri,
  tokenFromHeader,
  verifyTotp,
} from "../session/index.ts";
import {
  assertSignInAllowed,
  CONSOLE_LOGIN_LIMIT,
  lockSignInKey,
  signInKey,
  type TSignInKey,
} from "./console-login-limit.ts";
import { recordOperatorAction } from "./operator-audit.ts";
import { presentOperator } from "./operator-presenter.ts";
import { findOperatorById, findOperatorByUsername, type TOperator, updateOperator } from "./operator-repo.ts";

/** Console session limits: the code step within 5 minutes, 15 idle minutes, 8 hours in all. */
export const OPERATOR_SESSION = {
  pendingMs: 5 * 60_000,
  idleMs: 15 * 60_000,
  maxMs: 8 * 3_600_000,
} as const;

type TOperatorSession = typeof operatorSessions.$inferSelect;

/** A refused step, recorded with the typed username so the (username, address) limit finds it. */
function recordRefusedStep(
  tx: TTx,
  key: TSignInKey,
  operator: TOperator | undefined,
  action: string,
  client: TClientInfo,
) {
  return recordOperatorAction(
    tx,
    {
      operatorId: key.operatorId,
      merchantId: operator?.merchantId ?? null,
      action,
      outcome: "refused",
      after: { username: key.username },
    },
    client,
  );
}

/**
 * The password step. Right password → a pending token; on the first login the operator also gets
 * a new authenticator secret to enrol. Tries are limited per (username, address) (see
 * console-login-limit.ts), claimed before the password is checked, and an unknown username is
 * checked against a decoy hash and answered exactly like a known one.
 */
export async function operatorPasswordStep(
  ctx: Pick<TAppContext, "database" | "passwords">,
  input: { username: string; password: string },
  client: TClientInfo,
): Promise<TBoLoginValue> {
  const outcome = await ctx.database.db.transaction(async (tx) => {
    const operator = await findOperatorByUsername(tx, input.username);
    const key = signInKey(operator?.id ?? null, input.username, client.ip);
    await lockSignInKey(tx, key);
    await assertSignInAllowed(tx, key, client, "password");
    const isRight = await ctx.passwords.verify(operator?.passwordHash ?? null, input.password);
    if (!operator || !isRight || operator.status !== "active") {
      await recordRefusedStep(tx, key, operator, "session.login", client);
      return null;
    }
    return startPendingSession(tx, operator, client);
  });
  if (!outcome) throw new AppError("INVALID_CREDENTIALS", { captcha: false });
  return outcome;
}

async function startPendingSession(
  tx: TTx,
  operator: TOperator,
  client: TClientInfo,
): Promise<TBoLoginValue> {
  let enrolment: TBoLoginValue["enrolment"] = null;
  if (!operator.totpEnabledAt) {
    const secret = generateTotpSecret();
    await updateOperator(tx, operator.id, { totpSecret: secret, totpLastCounter: null });
    const uri = otpauthUri("Orchid console", operator.username, secret);
    enrolment = { secret, otpauthUri: uri, qrCode: await QRCode.toDataURL(uri, { margin: 2, width: 200 }) };
  }
  const { token, hash } = newOpaqueToken();
  await tx.insert(operatorSessions).values({
    operatorId: operator.id,
    tokenHash: hash,
    stage: "pending",
    ip: client.ip,
    userAgent: client.userAgent,
    createdAt: client.at,
    lastSeenAt: client.at,
    expiresAt: new Date(client.at.getTime() + OPERATOR_SESSION.pendingMs),
  });
  return { pendingToken: token, enrolment };
}

async function sessionOf(
  ctx: Pick<TAppContext, "database">,
  request: FastifyRequest,
  stage: "pending" | "active",
  now: Date,
) {
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) throw new AppError("NOT_LOGGED_IN");
  const db = ctx.database.db;
  const [session] = await db
    .select()
    .from(operatorSessions)
    .where(and(eq(operatorSessions.tokenHash, hashOpaqueToken(token)), isNull(operatorSessions.revokedAt)));
  if (!session || session.stage !== stage) throw new AppError("NOT_LOGGED_IN");
  const isIdle =
    stage === "active" && session.lastSeenAt.getTime() + OPERATOR_SESSION.idleMs <= now.getTime();
  if (session.expiresAt.getTime() <= now.getTime() || isIdle) {
    await db.update(operatorSessions).set({ revokedAt: now }).where(eq(operatorSessions.id, session.id));
    throw new AppError("SESSION_EXPIRED");
  }
  const operator = await findOperatorById(db, session.operatorId);
  if (operator?.status !== "active") throw new AppError("NOT_LOGGED_IN");
  return { session, operator };
}

/**
 * The code step: a right authenticator code turns the pending session into a console session.
 * Each try is claimed before the code is checked: one of the pending session's tries (an atomic
 * increment) under the (username, address) lock, and a wrong code counts toward that pair's
 * lockout as a wrong password does.
 */
export async function operatorTotpStep(
  ctx: TAppContext,
  request: FastifyRequest,
  code: string | null,
  client: TClientInfo,
): Promise<TBoSessionValue> {
  const db = ctx.database.db;
  const found = await sessionOf(ctx, request, "pending", client.at);
  if (code === null)
    throw new AppError("INVALID_INPUT", {
      fields: [{ field: "code", path: "code", key: "err_code_invalid" }],
    });
  const outcome = await db.transaction(async (tx) => {
    const key = signInKey(found.operator.id, found.operator.username, client.ip);
    await lockSignInKey(tx, key);
    await assertSignInAllowed(tx, key, client, "code");
    const attempts = await claimCodeTry(tx, found.session.id, client.at);
    if (attempts === null) throw new AppError("NOT_LOGGED_IN");
    const operator = await findOperatorById(tx, found.operator.id);
    const counter = operator?.totpSecret
      ? verifyTotp(operator.totpSecret, code, client.at.getTime(), {
          lastUsedCounter: operator.totpLastCounter,
        })
      : null;
    if (!operator || counter === null) {
      const isSpent = attempts >= CONSOLE_LOGIN_LIMIT.codeTries;
      if (isSpent) await revokeSession(tx, found.session.id, client.at);
      await recordRefusedStep(tx, key, found.operator, "session.totp", client);
      return {
        refused: isSpent ? ("CHALLENGE_EXPIRED" as const) : ("SECOND_FACTOR_INVALID" as const),
        attempts,
      };
    }
    return { token: await openConsoleSession(tx, operator, found.session.id, counter, client), operator };
  });
  if (outcome.refused !== undefined) {
    throw new AppError(outcome.refused, { attemptsLeft: CONSOLE_LOGIN_LIMIT.codeTries - outcome.attempts });
  }
  const merchant = outcome.operator.merchantId
    ? await findMerchantById(db, outcome.operator.merchantId)
    : undefined;
  return { token: outcome.token, operator: presentOperator(outcome.operator, merchant?.code ?? null) };
}

/** Takes one try of a pending session; null when it is spent, revoked or already used. */
async function claimCodeTry(tx: TTx, sessionId: number, at: Date): Promise<number | null> {
  const [row] = await tx
    .update(operatorSessions)
    .set({ attempts: sql`${operatorSessions.attempts} + 1` })
    .where(
      and(
        eq(operatorSessions.id, sessionId),
        eq(operatorSessions.stage, "pending"),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, at),
        lt(operatorSessions.attempts, CONSOLE_LOGIN_LIMIT.codeTries),
      ),
    )
    .returning({ attempts: operatorSessions.attempts });
  return row?.attempts ?? null;
}

function revokeSession(tx: TTx, sessionId: number, at: Date) {
  return tx.update(operatorSessions).set({ revokedAt: at }).where(eq(operatorSessions.id, sessionId));
}

/** Ends the pending session and opens the console session (its token answered). */
async function openConsoleSession(
  tx: TTx,
  operator: TOperator,
  pendingId: number,
  counter: number,
  client: TClientInfo,
): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await revokeSession(tx, pendingId, client.at);
  await tx.insert(operatorSessions).values({
    operatorId: operator.id,
    tokenHash: hash,
    stage: "active",
    ip: client.ip,
    userAgent: client.userAgent,
    createdAt: client.at,
    lastSeenAt: client.at,
    expiresAt: new Date(client.at.getTime() + OPERATOR_SESSION.maxMs),
  });
  await updateOperator(tx, operator.id, {
    totpLastCounter: counter,
    totpEnabledAt: operator.totpEnabledAt ?? client.at,
    lastLoginAt: client.at,
  });
  await recordOperatorAction(
    tx,
    {
      operatorId: operator.id,
      merchantId: operator.merchantId,
      action: operator.totpEnabledAt ? "session.login" : "session.login_enrolled_totp",
      outcome: "ok",
    },
    client,
  );
  return token;
}

export type TOperatorContext = { operator: TOperator; session: TOperatorSession };

/** The console session of a request, touched (idle timer) at most once a minute. */
export async function requireOperatorSession(
  ctx: TAppContext,
  request: FastifyRequest,
  now: Date,
): Promise<TOperatorContext> {
  const found = await sessionOf(ctx, request, "active", now);
  if (now.getTime() - found.session.lastSeenAt.getTime() >= 60_000) {
    await ctx.database.db
      .update(operatorSessions)
      .set({ lastSeenAt: now })
      .where(eq(operatorSessions.id, found.session.id));
  }
  return found;
}

/**
 * The operator may act on this merchant with this permission, or the call is refused: a role
 * without the permission, or an operator of another merchant (that refusal is audited).
 */
export async function authorise(
  ctx: Pick<TAppContext, "database">,
  found: TOperatorContext,
  asked: { merchantId: number; permission: TBoPermission; action: string; client: TClientInfo },
): Promise<void> {
  const { merchantId, permission, action, client } = asked;
  const { operator } = found;
  const isOtherMerchant = operator.merchantId !== null && operator.merchantId !== merchantId;
  const isRoleMissing = !roleAllows(operator.role as TOperatorRole, permission);
  if (!isOtherMerchant && !isRoleMissing) return;
  await recordOperatorAction(
    ctx.database.db,
    {
      operatorId: operator.id,
      merchantId,
      action,
      outcome: "refused",
      after: { reason: isOtherMerchant ? "other_merchant" : "role", permission },
    },
    client,
  );
  throw new AppError("FORBIDDEN");
}

/** Ends a console session. */
export async function endOperatorSession(
  ctx: Pick<TAppContext, "database">,
  found: TOperatorContext,
  client: TClientInfo,
): Promise<void> {
  await ctx.database.db
    .update(operatorSessions)
    .set({ revokedAt: client.at })
    .where(eq(operatorSessions.id, found.session.id));
  await recordOperatorAction(
    ctx.database.db,
    {
      operatorId: found.operator.id,
      merchantId: found.operator.merchantId,
      action: "session.logout",
      outcome: "ok",
    },
    client,
  );
}
