import {
  roleAllows,
  type TBoLoginValue,
  type TBoPermission,
  type TBoSessionValue,
  type TOperatorRole,
} from "@orchid/contract/backoffice";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import QRCode from "qrcode";
import type { TAppContext } from "../../app-context.ts";
import { operatorSessions } from "../../db/schema/backoffice.ts";
import { AppError } from "../../http/app-error.ts";
import type { TClientInfo } from "../session/session-service.ts";
import { hashOpaqueToken, newOpaqueToken, tokenFromHeader } from "../session/session-token.ts";
import { generateTotpSecret, otpauthUri, verifyTotp } from "../session/totp.ts";
import { findMerchantById } from "../system/merchant-repo.ts";
import { countRefusedLogins, recordOperatorAction } from "./operator-audit.ts";
import { presentOperator } from "./operator-presenter.ts";
import { findOperatorById, findOperatorByUsername, type TOperator, updateOperator } from "./operator-repo.ts";

/** Console session limits: the code step within 5 minutes, 15 idle minutes, 8 hours in all. */
export const OPERATOR_SESSION = {
  pendingMs: 5 * 60_000,
  idleMs: 15 * 60_000,
  maxMs: 8 * 3_600_000,
  maxCodeTries: 5,
  maxRefusedLogins: 10,
  refusedWindowMs: 15 * 60_000,
} as const;

type TOperatorSession = typeof operatorSessions.$inferSelect;

/**
 * The password step. Right password → a pending token; on the first login the operator also gets
 * a new authenticator secret to enrol. Ten refused steps in 15 minutes stop the account for a while.
 */
export async function operatorPasswordStep(
  ctx: TAppContext,
  input: { username: string; password: string },
  client: TClientInfo,
): Promise<TBoLoginValue> {
  const db = ctx.database.db;
  const operator = await findOperatorByUsername(db, input.username);
  if (operator) {
    const since = new Date(client.at.getTime() - OPERATOR_SESSION.refusedWindowMs);
    if ((await countRefusedLogins(db, operator.id, since)) >= OPERATOR_SESSION.maxRefusedLogins) {
      throw new AppError("LOGIN_BLOCKED");
    }
  }
  const isRight = await ctx.passwords.verify(operator?.passwordHash ?? null, input.password);
  if (!operator || !isRight || operator.status !== "active") {
    await recordOperatorAction(
      db,
      {
        operatorId: operator?.id ?? null,
        merchantId: operator?.merchantId ?? null,
        action: "session.login",
        outcome: "refused",
      },
      client,
    );
    throw new AppError("INVALID_CREDENTIALS", { captcha: false });
  }
  let enrolment: TBoLoginValue["enrolment"] = null;
  if (!operator.totpEnabledAt) {
    const secret = generateTotpSecret();
    await updateOperator(db, operator.id, { totpSecret: secret, totpLastCounter: null });
    const uri = otpauthUri("Orchid console", operator.username, secret);
    enrolment = { secret, otpauthUri: uri, qrCode: await QRCode.toDataURL(uri, { margin: 2, width: 200 }) };
  }
  const { token, hash } = newOpaqueToken();
  await db.insert(operatorSessions).values({
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

async function sessionOf(ctx: TAppContext, request: FastifyRequest, stage: "pending" | "active", now: Date) {
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

/** The code step: a right authenticator code turns the pending session into a console session. */
export async function operatorTotpStep(
  ctx: TAppContext,
  request: FastifyRequest,
  code: string | null,
  client: TClientInfo,
): Promise<TBoSessionValue> {
  const db = ctx.database.db;
  const { session, operator } = await sessionOf(ctx, request, "pending", client.at);
  if (code === null)
    throw new AppError("INVALID_INPUT", {
      fields: [{ field: "code", path: "code", key: "err_code_invalid" }],
    });
  const counter = operator.totpSecret
    ? verifyTotp(operator.totpSecret, code, client.at.getTime(), {
        lastUsedCounter: operator.totpLastCounter,
      })
    : null;
  if (counter === null) {
    const attempts = session.attempts + 1;
    const isSpent = attempts >= OPERATOR_SESSION.maxCodeTries;
    await db
      .update(operatorSessions)
      .set({ attempts, revokedAt: isSpent ? client.at : null })
      .where(eq(operatorSessions.id, session.id));
    await recordOperatorAction(
      db,
      {
        operatorId: operator.id,
        merchantId: operator.merchantId,
        action: "session.totp",
        outcome: "refused",
      },
      client,
    );
    throw new AppError(isSpent ? "CHALLENGE_EXPIRED" : "SECOND_FACTOR_INVALID", {
      attemptsLeft: OPERATOR_SESSION.maxCodeTries - attempts,
    });
  }
  const { token, hash } = newOpaqueToken();
  await db.transaction(async (tx) => {
    await tx
      .update(operatorSessions)
      .set({ revokedAt: client.at })
      .where(eq(operatorSessions.id, session.id));
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
  });
  const merchant = operator.merchantId ? await findMerchantById(db, operator.merchantId) : undefined;
  return { token, operator: presentOperator(operator, merchant?.code ?? null) };
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
  ctx: TAppContext,
  found: TOperatorContext,
  merchantId: number,
  permission: TBoPermission,
  action: string,
  client: TClientInfo,
): Promise<void> {
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
  ctx: TAppContext,
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
