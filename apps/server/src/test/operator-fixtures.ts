import type { TOperatorRole } from "@orchid/contract/backoffice";
import { asc, desc, eq, gt } from "drizzle-orm";
import { operatorAudit, operators } from "../db/schema/backoffice.ts";
import { merchants } from "../db/schema/merchants.ts";
import { findMemberByUsername, insertMember, type TMember } from "../modules/accounts/index.ts";
import type { TApprovalKind } from "../modules/operators/approval-kinds.ts";
import { generateTotpSecret, totpCode } from "../modules/session/totp.ts";
import { callApi, okValue } from "./api-client.ts";
import { startTestApp, type TTestApp } from "./test-app.ts";

/** The demo merchant's owner operator (seeded, authenticator enrolled at the first login). */
export const DEMO_OWNER = { username: "owner", password: "Owner12345" };

/**
 * A test app with the demo owner logged in to the console: what a console test file starts with
 * (close `t` after the file). `env` and `now` go to startTestApp; `ip` is the owner's login address.
 */
export async function startConsoleTest(
  options: {
    env?: Record<string, string>;
    now?: () => Date;
    ip?: string;
    /** Approval kinds of the test's own, beside the app's. */
    approvalKinds?: readonly TApprovalKind[];
  } = {},
): Promise<{ t: TTestApp; ownerToken: string }> {
  const t = await startTestApp(options.env, options.now, { extraApprovalKinds: options.approvalKinds });
  return { t, ownerToken: await operatorLogin(t, DEMO_OWNER, options.ip) };
}

/** A second merchant, copied from the demo's settings, for cross-merchant tests. */
export async function addMerchant(t: TTestApp, code: string): Promise<number> {
  const db = t.ctx.database.db;
  const [demo] = await db.select().from(merchants).where(eq(merchants.code, "demo"));
  if (!demo) throw new Error("demo merchant missing");
  const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = demo;
  const [row] = await db
    .insert(merchants)
    .values({ ...copy, code, name: `Merchant ${code}` })
    .returning();
  if (!row) throw new Error("merchant insert failed");
  return row.id;
}

/** An operator with an enrolled authenticator; returns its login and secret. */
export async function addOperator(
  t: TTestApp,
  input: { username: string; role: TOperatorRole; merchantId: number | null },
): Promise<{ username: string; password: string; secret: string }> {
  const password = "Operator2468";
  const secret = generateTotpSecret();
  await t.ctx.database.db.insert(operators).values({
    username: input.username,
    displayName: input.username,
    role: input.role,
    merchantId: input.merchantId,
    passwordHash: await t.ctx.passwords.hash(password),
    totpSecret: secret,
    totpEnabledAt: new Date(),
  });
  return { username: input.username, password, secret };
}

/** Password step then code step; returns the console token. */
export async function operatorLogin(
  t: TTestApp,
  login: { username: string; password: string; secret?: string },
  ip = "127.0.0.1",
): Promise<string> {
  const step = await callApi(t, "boLogin", { username: login.username, password: login.password }, { ip });
  if (!step.body.success) throw new Error(`password step: ${JSON.stringify(step.body)}`);
  const secret = login.secret ?? step.body.value.enrolment?.secret;
  if (!secret) throw new Error("password step: no secret to enrol and none given");
  const done = await callApi(
    t,
    "boTotp",
    { code: totpCode(secret, t.ctx.now().getTime()) },
    { token: step.body.value.pendingToken, ip },
  );
  if (!done.body.success) throw new Error(`code step: ${JSON.stringify(done.body)}`);
  return okValue(done).token;
}

/** Adds an operator (see addOperator) and logs it in; returns its console token. */
export async function loginNewOperator(
  t: TTestApp,
  input: { username: string; role: TOperatorRole; merchantId: number | null },
  ip?: string,
): Promise<string> {
  return operatorLogin(t, await addOperator(t, input), ip);
}

/** An operator's id by username, or an error when there is none. */
export async function operatorIdOf(t: TTestApp, username: string): Promise<number> {
  const [row] = await t.ctx.database.db.select().from(operators).where(eq(operators.username, username));
  if (!row) throw new Error(`no operator ${username}`);
  return row.id;
}

/** The newest audit row's id (0 when empty): take it before a call, then read `auditSince`. */
export async function lastAuditId(t: TTestApp): Promise<number> {
  const [row] = await t.ctx.database.db
    .select({ id: operatorAudit.id })
    .from(operatorAudit)
    .orderBy(desc(operatorAudit.id))
    .limit(1);
  return row?.id ?? 0;
}

/** The audit rows written after `id`, oldest first. */
export function auditSince(t: TTestApp, id: number) {
  return t.ctx.database.db
    .select()
    .from(operatorAudit)
    .where(gt(operatorAudit.id, id))
    .orderBy(asc(operatorAudit.id));
}

/** Runs a console change and answers it with the audit rows it wrote. */
export async function auditedChange<T>(t: TTestApp, change: () => Promise<T>) {
  const since = await lastAuditId(t);
  const result = await change();
  return { result, audit: await auditSince(t, since) };
}

/**
 * A member of a merchant (the demo's unless told) placed under `upline` (a username of the same
 * merchant), with password "Tree1234"; its agent path is built as registration builds it.
 */
export async function addMember(
  t: TTestApp,
  input: { username: string; type?: number; upline?: string; merchantId?: number; createdAt?: Date },
): Promise<TMember> {
  const db = t.ctx.database.db;
  const [demo] = input.merchantId ? [] : await db.select().from(merchants).where(eq(merchants.code, "demo"));
  const merchantId = input.merchantId ?? demo?.id;
  if (merchantId === undefined) throw new Error("demo merchant missing");
  const upline = input.upline ? await findMemberByUsername(db, merchantId, input.upline) : undefined;
  if (input.upline && !upline) throw new Error(`no upline ${input.upline}`);
  return insertMember(
    db,
    {
      merchantId,
      username: input.username,
      passwordHash: await t.ctx.passwords.hash("Tree1234"),
      type: input.type ?? 0,
      nickname: input.username,
      referralCode: `R${input.username.toUpperCase()}`,
      uplineId: upline?.id ?? null,
      registerMethod: "WEB",
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
    },
    upline?.agentPath ?? null,
  );
}
