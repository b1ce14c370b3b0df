import type { TSecondFactorChallenge } from "@orchid/contract/session";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authEvents, captchas, sessions } from "../../db/schema/accounts.ts";
import { merchants } from "../../db/schema/merchants.ts";
import { loginAs, solveCaptcha } from "../../test/account-calls.ts";
import { callApi, failureOf, okValue } from "../../test/api-client.ts";
import { demoMerchant, memberRow } from "../../test/merchant-fixtures.ts";
import { solveProofOfWork } from "../../test/proof-of-work-calls.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";
import { hashOpaqueToken } from "./session-token.ts";

// Login risk rules (captcha after failures, the 100-failure lockout that spares known IPs) and
// session lifetimes. The clock is injected; captchas are solved by the test from the stored hash.

// Two apps: risk rules count audit rows stamped by the database clock, so their app only moves
// its clock where a test says so; sessions and the audit log get their own app and clock.
let clock = Date.now();
let sessionClock = Date.now();
const advance = (ms: number) => {
  clock += ms;
};
let t: TTestApp;
let s: TTestApp;
beforeAll(async () => {
  [t, s] = await Promise.all([
    startTestApp({}, () => new Date(clock)),
    startTestApp({}, () => new Date(sessionClock)),
  ]);
});
afterAll(async () => Promise.all([t?.close(), s?.close()]));

const advanceSession = (ms: number) => {
  sessionClock += ms;
};
const failLogin = (username: string, ip: string) => loginAs(t, username, "Wrong-pass1", ip);
/** What a person sends once friction is asked for: a solved captcha and a proof of work. */
const solveFriction = async (app: TTestApp, ip: string) => ({
  ...(await solveCaptcha(app, ip)),
  altcha: await solveProofOfWork(app, ip),
});

describe("captcha after failures", () => {
  it("asks for a captcha after 10 failures for one account from different IPs, for 15 minutes", async () => {
    for (let i = 1; i <= 9; i += 1) {
      expect(failureOf(await failLogin("agent41", `10.22.1.${i}`)).value).toEqual({ captcha: false });
    }
    expect(failureOf(await failLogin("agent41", "10.22.1.10")).value).toEqual({ captcha: true });
    const next = await loginAs(t, "agent41", "Agent1234", "10.22.1.11");
    expect(next.body).toMatchObject({ code: "VERIFICATION_REQUIRED", value: { captcha: true } });
    const solved = await solveFriction(t, "10.22.1.11");
    const withCaptcha = await loginAs(t, "agent41", "Agent1234", "10.22.1.11", solved);
    expect(withCaptcha.body).toMatchObject({ success: true });
  });

  it("keys friction per account and IP: one member's failures do not captcha another behind the same IP", async () => {
    const carrier = "10.22.2.1";
    for (let i = 1; i <= 2; i += 1) {
      expect(failureOf(await failLogin("agent01", carrier)).value).toEqual({ captcha: false });
    }
    expect(failureOf(await failLogin("agent01", carrier)).value).toEqual({ captcha: true });
    const own = await loginAs(t, "agent01", "Agent1234", carrier);
    expect(own.body).toMatchObject({ code: "VERIFICATION_REQUIRED", value: { captcha: true } });
    const neighbour = await loginAs(t, "reset01", "Welcome123", carrier);
    expect(neighbour.body).toMatchObject({ success: true });
  });

  it("asks for a captcha from an IP after 30 failures over many accounts", async () => {
    const ip = "10.22.2.9";
    const names = Array.from({ length: 29 }, (_, i) => `nobody${String(100 + i)}`);
    const answers = await Promise.all(names.map((name) => failLogin(name, ip)));
    expect(answers.every((a) => failureOf(a).value?.captcha === false)).toBe(true);
    expect(failureOf(await failLogin("nobody200", ip)).value).toEqual({ captcha: true });
    const anyone = await loginAs(t, "agent01", "Agent1234", ip);
    expect(anyone.body).toMatchObject({ code: "VERIFICATION_REQUIRED", value: { captcha: true } });
  });

  it("uses a captcha once, right or wrong, and only for 2 minutes", async () => {
    const ip = "10.22.3.1";
    for (let i = 0; i < 3; i += 1) await failLogin("agent01", ip);
    const solved = await solveCaptcha(t, ip);
    const wrong = await loginAs(t, "agent01", "Agent1234", ip, {
      captchaId: solved.captchaId,
      captcha: solved.captcha === "0000" ? "1111" : "0000",
    });
    expect(failureOf(wrong).code).toBe("CAPTCHA_INVALID");
    const rows = await t.ctx.database.db.select().from(captchas).where(eq(captchas.id, solved.captchaId));
    expect(rows).toEqual([]);
    expect(failureOf(await loginAs(t, "agent01", "Agent1234", ip, solved)).code).toBe("CAPTCHA_INVALID");

    const late = await solveCaptcha(t, ip);
    advance(2 * 60_000 + 1_000);
    expect(failureOf(await loginAs(t, "agent01", "Agent1234", ip, late)).code).toBe("CAPTCHA_INVALID");

    const used = await solveFriction(t, ip);
    expect((await loginAs(t, "agent01", "Agent1234", ip, used)).body).toMatchObject({ success: true });
    expect(failureOf(await loginAs(t, "agent01", "Agent1234", ip, used)).code).toBe("CAPTCHA_INVALID");
  });
});

describe("lockout after 100 failures in an hour", () => {
  it("blocks unknown IPs but lets the member in from a known IP after a captcha", async () => {
    const known = "10.22.4.1";
    expect((await loginAs(t, "demo01", "Demo1234", known)).body).toMatchObject({ success: true });
    const merchant = await demoMerchant(t);
    const member = await memberRow(t, "demo01");
    const at = new Date(clock);
    await t.ctx.database.db.insert(authEvents).values(
      Array.from({ length: 100 }, (_, i) => ({
        merchantId: merchant.id,
        memberId: member?.id ?? null,
        subject: "demo01",
        event: "login_failed",
        ip: `10.66.${i}.1`,
        createdAt: at,
      })),
    );
    const attacker = "10.22.4.66";
    const asked = await loginAs(t, "demo01", "Demo1234", attacker);
    expect(failureOf(asked).code).toBe("VERIFICATION_REQUIRED");
    const blocked = await loginAs(t, "demo01", "Demo1234", attacker, await solveFriction(t, attacker));
    expect(blocked.status).toBe(429);
    expect(failureOf(blocked).code).toBe("LOGIN_BLOCKED");

    const fromKnown = await loginAs(t, "demo01", "Demo1234", known);
    expect(fromKnown.body).toMatchObject({ code: "VERIFICATION_REQUIRED", value: { captcha: true } });
    const member01 = await loginAs(t, "demo01", "Demo1234", known, await solveFriction(t, known));
    expect(member01.body).toMatchObject({ success: true });
  });

  it("forgets failures after their window: no captcha after 15 minutes, no lockout after an hour", async () => {
    advance(15 * 60_000 + 1_000);
    expect((await loginAs(t, "agent41", "Agent1234", "10.22.1.4")).body).toMatchObject({ success: true });
    const stillBlocked = await loginAs(t, "demo01", "Demo1234", "10.22.4.66");
    expect(failureOf(stillBlocked).code).toBe("LOGIN_BLOCKED");
    advance(45 * 60_000);
    const newIpAgain = await loginAs(t, "demo01", "Demo1234", "10.22.4.66");
    expect(failureOf(newIpAgain).code).toBe("SECOND_FACTOR_REQUIRED");
    expect((await loginAs(t, "demo01", "Demo1234", "10.22.4.1")).body).toMatchObject({ success: true });
  });
});

describe("sessions", () => {
  const info = (token: string) => callApi(s, "memberInfo", undefined, { token });

  it("ends a session after 30 idle minutes, and keeps one that is used", async () => {
    const idle = okValue(await loginAs(s, "agent01", "Agent1234", "10.22.5.1")).token;
    const busy = okValue(await loginAs(s, "agent01", "Agent1234", "10.22.5.1")).token;
    advanceSession(20 * 60_000);
    expect((await info(busy)).body).toMatchObject({ success: true });
    advanceSession(11 * 60_000);
    expect((await info(busy)).body).toMatchObject({ success: true });
    const expired = await info(idle);
    expect([expired.status, failureOf(expired).code]).toEqual([401, "SESSION_EXPIRED"]);
    expect(failureOf(await info(idle)).code).toBe("NOT_LOGGED_IN");
  });

  it("ends every session 24 hours after login, however busy", async () => {
    const token = okValue(await loginAs(s, "agent01", "Agent1234", "10.22.5.1")).token;
    for (let hour = 0; hour < 23; hour += 1) {
      advanceSession(20 * 60_000);
      expect((await info(token)).body).toMatchObject({ success: true });
      advanceSession(20 * 60_000);
      expect((await info(token)).body).toMatchObject({ success: true });
      advanceSession(20 * 60_000);
      expect((await info(token)).body).toMatchObject({ success: true });
    }
    for (const minutes of [20, 20, 19]) {
      advanceSession(minutes * 60_000);
      expect((await info(token)).body).toMatchObject({ success: true });
    }
    advanceSession(60_000);
    expect(failureOf(await info(token)).code).toBe("SESSION_EXPIRED");
  });

  it("revokes a token at logout and stores tokens only as hashes", async () => {
    const token = okValue(await loginAs(s, "agent01", "Agent1234", "10.22.5.1")).token;
    const [row] = await s.ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashOpaqueToken(token)));
    expect(row?.tokenHash).not.toBe(token);
    expect(JSON.stringify(await s.ctx.database.db.select().from(sessions))).not.toContain(token);
    expect((await callApi(s, "logout", undefined, { token })).body).toMatchObject({ success: true });
    expect(failureOf(await info(token)).code).toBe("NOT_LOGGED_IN");
  });

  it("does not accept a token of this merchant at another merchant", async () => {
    const token = okValue(await loginAs(s, "agent01", "Agent1234", "10.22.5.1")).token;
    const { id: _id, ...demo } = await demoMerchant(t);
    await s.ctx.database.db.insert(merchants).values({ ...demo, code: "othersite", name: "Other" });
    const other = await callApi(s, "memberInfo", undefined, { token, merchant: "othersite" });
    expect(failureOf(other).code).toBe("NOT_LOGGED_IN");
    const unknown = await callApi(s, "memberInfo", undefined, { token, merchant: "nosuchsite" });
    expect([unknown.status, failureOf(unknown).code]).toEqual([404, "MERCHANT_UNKNOWN"]);
    expect((await info(token)).body).toMatchObject({ success: true });
  });
});

describe("audit log", () => {
  it("records logins, failures, logouts, password changes and second factors with IP and browser", async () => {
    advanceSession(16 * 60_000);
    const headers = { "user-agent": "AuditBrowser/1.0" };
    const ip = "10.22.9.1";
    expect((await loginAs(s, "demo01", "Demo1234", "10.22.9.2")).body).toMatchObject({ success: true });
    await callApi(s, "login", { username: "agent41", password: "Wrong-pass1" }, { ip, headers });
    const login = await callApi(s, "login", { username: "agent41", password: "Agent1234" }, { ip, headers });
    const token = okValue(login).token;
    const changed = await callApi(
      s,
      "changePassword",
      { oldPassword: "Agent1234", newPassword: "Agent5678", confirmNewPassword: "Agent5678" },
      { ip, token, headers },
    );
    expect(changed.body).toMatchObject({ success: true });
    await callApi(s, "logout", undefined, { ip, token, headers });

    const challenge = await callApi(
      s,
      "login",
      { username: "demo01", password: "Demo1234" },
      { ip, headers },
    );
    expect(failureOf(challenge).code).toBe("SECOND_FACTOR_REQUIRED");
    // A SECOND_FACTOR_REQUIRED refusal carries the challenge.
    const { challengeId } = failureOf(challenge).value as TSecondFactorChallenge;
    const verify = (code: string) =>
      callApi(s, "loginVerify", { challengeId, method: "realName", code }, { ip, headers });
    await verify("Not Me");
    expect((await verify("Demo Member")).body).toMatchObject({ success: true });

    const rows = await s.ctx.database.db.select().from(authEvents).where(eq(authEvents.ip, ip));
    const seen = rows.map((row) => `${row.subject}:${row.event}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        "agent41:login_failed",
        "agent41:login",
        "agent41:password_changed",
        "agent41:logout",
        "demo01:second_factor_challenged",
        "demo01:second_factor_failed",
        "demo01:second_factor_passed",
        "demo01:login",
      ]),
    );
    expect(rows.every((row) => row.userAgent === "AuditBrowser/1.0")).toBe(true);
    expect(JSON.stringify(rows)).not.toContain("Agent5678");
  });

  it("refuses to change or delete audit rows", async () => {
    const db = s.ctx.database.db;
    await expect(
      db.update(authEvents).set({ event: "login" }).where(eq(authEvents.event, "login_failed")),
    ).rejects.toThrow();
    await expect(db.delete(authEvents).where(eq(authEvents.subject, "demo01"))).rejects.toThrow();
    const [kept] = await db.select().from(authEvents).where(eq(authEvents.event, "login_failed")).limit(1);
    expect(kept).toBeDefined();
  });
});
