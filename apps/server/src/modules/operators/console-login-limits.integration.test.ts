import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorAudit } from "../../db/schema/backoffice.ts";
import { callApi, failureOf, okValue, type TApiResult } from "../../test/api-client.ts";
import { addOperator, lastAuditId, operatorIdOf, startConsoleTest } from "../../test/operator-fixtures.ts";
import type { TTestApp } from "../../test/test-app.ts";
import { totpCode } from "../session/totp.ts";
import { CONSOLE_LOGIN_LIMIT } from "./console-login-limit.ts";

// A clock the tests move on, so back-off waits and lockout windows pass without sleeping.
let clock = new Date("2026-03-02T08:00:00Z").getTime();
const advance = (ms: number) => {
  clock += ms;
};
let t: TTestApp;
beforeAll(async () => {
  ({ t } = await startConsoleTest({ now: () => new Date(clock) }));
});
afterAll(async () => t?.close());

const login = (username: string, password: string, ip: string) =>
  callApi(t, "boLogin", { username, password }, { ip });
const code = (pendingToken: string, value: string, ip: string) =>
  callApi(t, "boTotp", { code: value }, { token: pendingToken, ip });
const refusedTotp = async (username: string, since: number) =>
  t.ctx.database.db
    .select()
    .from(operatorAudit)
    .where(
      and(
        gt(operatorAudit.id, since),
        eq(operatorAudit.operatorId, await operatorIdOf(t, username)),
        eq(operatorAudit.action, "session.totp"),
        eq(operatorAudit.outcome, "refused"),
      ),
    );
/** What a stranger sees of an answer: status, code and details, never the message's wording. */
const shape = (answer: TApiResult<"boLogin">) => ({
  status: answer.status,
  code: answer.body.success ? undefined : answer.body.code,
  value: answer.body.value,
});

describe("the console password step under a parallel burst", () => {
  it("checks no more passwords than the limit allows, then refuses even the right one", async () => {
    const op = await addOperator(t, { username: "burst-pass", role: "support", merchantId: null });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(op.username, `Wrong${i}x2468`, "10.93.0.1")),
    );
    const codes = answers.map((answer) => (answer.body.success ? undefined : answer.body.code));
    expect(codes.filter((c) => c === "INVALID_CREDENTIALS")).toHaveLength(CONSOLE_LOGIN_LIMIT.freeTries);
    expect(codes.filter((c) => c === "LOGIN_BLOCKED")).toHaveLength(50 - CONSOLE_LOGIN_LIMIT.freeTries);
    expect(failureOf(await login(op.username, op.password, "10.93.0.1")).code).toBe("LOGIN_BLOCKED");
    // The holder, elsewhere, is not locked out by the burst.
    expect((await login(op.username, op.password, "10.93.0.2")).body.success).toBe(true);
  });
});

describe("the console code step under a parallel burst", () => {
  it("checks at most the session's tries, and wrong codes count toward the lockout", async () => {
    const op = await addOperator(t, { username: "burst-code", role: "support", merchantId: null });
    const since = await lastAuditId(t);
    const ip = "10.93.1.1";
    const first = await login(op.username, op.password, ip);
    const pending = okValue(first).pendingToken;
    const answers = await Promise.all(Array.from({ length: 50 }, () => code(pending, "000000", ip)));
    expect(answers.every((answer) => !answer.body.success)).toBe(true);
    expect(await refusedTotp(op.username, since)).toHaveLength(CONSOLE_LOGIN_LIMIT.codeTries);
    // The pending session is spent: even the right code does not open it.
    const right = await code(pending, totpCode(op.secret, clock), ip);
    expect(right.body.success).toBe(false);

    // Five wrong codes are five refusals of this account from this address: the password step
    // now backs off, and once the limit of refusals is reached it stays shut for the window.
    expect(failureOf(await login(op.username, op.password, ip)).code).toBe("LOGIN_BLOCKED");
    advance(CONSOLE_LOGIN_LIMIT.backoffMs);
    const second = await login(op.username, op.password, ip);
    expect(second.body.success).toBe(true);
    await Promise.all(Array.from({ length: 50 }, () => code(okValue(second).pendingToken, "000000", ip)));
    expect(await refusedTotp(op.username, since)).toHaveLength(CONSOLE_LOGIN_LIMIT.maxRefusals);
    advance(CONSOLE_LOGIN_LIMIT.backoffMs);
    expect(failureOf(await login(op.username, op.password, ip)).code).toBe("LOGIN_BLOCKED");
    advance(CONSOLE_LOGIN_LIMIT.windowMs);
    expect((await login(op.username, op.password, ip)).body.success).toBe(true);
  });
});

describe("lockout per account and address", () => {
  it("answers an unknown username exactly as a known one, through back-off and lockout", async () => {
    const op = await addOperator(t, { username: "known-op", role: "support", merchantId: null });
    for (let i = 0; i < CONSOLE_LOGIN_LIMIT.maxRefusals + 2; i += 1) {
      const known = await login(op.username, "Wrong2468x", "10.93.2.1");
      const unknown = await login("nobody-here", "Wrong2468x", "10.93.2.1");
      expect(shape(unknown)).toEqual(shape(known));
      // Straight away, a further try meets the back-off the same way for both.
      const knownAgain = await login(op.username, "Wrong2468x", "10.93.2.1");
      const unknownAgain = await login("nobody-here", "Wrong2468x", "10.93.2.1");
      expect(shape(unknownAgain)).toEqual(shape(knownAgain));
      advance(CONSOLE_LOGIN_LIMIT.backoffMs);
    }
    const blocked = await login("nobody-here", "Wrong2468x", "10.93.2.1");
    expect([blocked.status, failureOf(blocked).code]).toEqual([429, "LOGIN_BLOCKED"]);
  });

  it("does not let failures from one address lock the holder out at another", async () => {
    const op = await addOperator(t, { username: "target-op", role: "finance", merchantId: null });
    for (let i = 0; i < CONSOLE_LOGIN_LIMIT.maxRefusals; i += 1) {
      await login(op.username, "Wrong2468x", "10.93.3.1");
      advance(CONSOLE_LOGIN_LIMIT.backoffMs);
    }
    expect(failureOf(await login(op.username, op.password, "10.93.3.1")).code).toBe("LOGIN_BLOCKED");
    const holder = await login(op.username, op.password, "10.93.3.2");
    expect(holder.body.success).toBe(true);
    const done = await code(okValue(holder).pendingToken, totpCode(op.secret, clock), "10.93.3.2");
    expect(done.body.success).toBe(true);
  });
});
