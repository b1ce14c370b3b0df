import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, loginAs, type TCallResult } from "../../test/account-calls.ts";
import { authEventsOf } from "../../test/merchant-fixtures.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";

// Every attempt limit claims the attempt before checking the secret, so a burst of parallel
// guesses consumes one attempt each instead of all reading the same "no failures yet".

const BURST = 50;
let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const burst = (count: number, each: (i: number) => Promise<TCallResult>) =>
  Promise.all(Array.from({ length: count }, (_, i) => each(i)));
const codesOf = (results: TCallResult[]) => results.map((r) => (r.body.success ? "OK" : (r.body.code ?? "")));
const countOf = (codes: string[], ...wanted: string[]) => codes.filter((c) => wanted.includes(c)).length;

/** demo01 always logs in from here, so the new-IP second factor stays out of the way. */
const HOME = "10.31.0.1";
const sessionOf = async (username: string, password: string, ip: string): Promise<string> => {
  const login = await loginAs(t, username, password, ip);
  if (!login.body.success) throw new Error(`login ${username}: ${login.body.code}`);
  return login.body.value.token;
};

describe("member login", () => {
  it("checks at most three passwords of a parallel burst; the rest must answer a captcha", async () => {
    const ip = "10.31.1.1";
    const results = await burst(BURST, (i) =>
      loginAs(t, "agent41", i === BURST - 1 ? "Agent1234" : `Wrong-pass${i}`, ip),
    );
    const codes = codesOf(results);
    expect(countOf(codes, "INVALID_CREDENTIALS", "OK", "SECOND_FACTOR_REQUIRED")).toBeLessThanOrEqual(3);
    expect(countOf(codes, "VERIFICATION_REQUIRED")).toBeGreaterThanOrEqual(BURST - 3);
    const failures = (await authEventsOf(t, "agent41")).filter((e) => e.event === "login_failed");
    expect(failures.length).toBeLessThanOrEqual(3);
    const after = await loginAs(t, "agent41", "Agent1234", ip);
    expect(after.body).toMatchObject({ code: "VERIFICATION_REQUIRED", value: { captcha: true } });
  });
});

describe("new-IP second factor", () => {
  it("spends one of the five tries per parallel wrong answer, then the challenge is dead", async () => {
    await sessionOf("demo01", "Demo1234", HOME);
    const ip = "10.31.2.1";
    const login = await loginAs(t, "demo01", "Demo1234", ip);
    expect(login.body.code).toBe("SECOND_FACTOR_REQUIRED");
    const { challengeId } = login.body.value;
    const results = await burst(BURST, (i) =>
      call(t, "POST", "/wps/session/login/verify", {
        ip,
        body: { challengeId, method: "realName", code: `Someone Else ${i}` },
      }),
    );
    const codes = codesOf(results);
    expect(countOf(codes, "SECOND_FACTOR_INVALID")).toBe(5);
    expect(countOf(codes, "CHALLENGE_EXPIRED")).toBe(BURST - 5);
    const lefts = results.filter((r) => r.body.code === "SECOND_FACTOR_INVALID").map((r) => r.body.value);
    expect(lefts.map((v) => v.attemptsLeft).sort()).toEqual([0, 1, 2, 3, 4]);
    const right = await call(t, "POST", "/wps/session/login/verify", {
      ip,
      body: { challengeId, method: "realName", code: "Demo Member" },
    });
    expect(right.body.code).toBe("CHALLENGE_EXPIRED");
  });
});

describe("payment password", () => {
  it("checks five wrong payment passwords of a parallel burst, then refuses even the right one", async () => {
    const token = await sessionOf("demo01", "Demo1234", HOME);
    const set = await call(t, "POST", "/wps/member/security/payment-password", {
      token,
      ip: HOME,
      seal: true,
      body: { loginPassword: "Demo1234", paymentPassword: "246810", confirmPassword: "246810" },
    });
    expect(set.body.success).toBe(true);
    const upline = (paymentPassword: string) =>
      call(t, "POST", "/wps/v2/wallets/transfer/upline", {
        token,
        ip: HOME,
        body: { amount: 100, paymentPassword, idempotencyKey: randomUUID() },
      });
    const codes = codesOf(await burst(BURST, (i) => upline(String(100_000 + i))));
    expect(countOf(codes, "INVALID_INPUT")).toBe(5);
    expect(countOf(codes, "RATE_LIMITED")).toBe(BURST - 5);
    expect((await upline("246810")).body.code).toBe("RATE_LIMITED");
  });
});

describe("password checks behind a member token", () => {
  it("counts wrong login passwords when setting the payment password, audits them and ends the session", async () => {
    const ip = "10.31.4.1";
    const token = await sessionOf("agent01", "Agent1234", ip);
    const results = await burst(BURST, (i) =>
      call(t, "POST", "/wps/member/security/payment-password", {
        token,
        ip,
        seal: true,
        body: { loginPassword: `Wrong-pass${i}`, paymentPassword: "135790", confirmPassword: "135790" },
      }),
    );
    const codes = codesOf(results);
    expect(countOf(codes, "INVALID_INPUT")).toBeLessThanOrEqual(2);
    expect(countOf(codes, "OK")).toBe(0);
    expect(countOf(codes, "INVALID_INPUT", "SESSION_EXPIRED", "NOT_LOGGED_IN")).toBe(BURST);
    const audited = (await authEventsOf(t, "agent01")).filter((e) => e.event === "login_failed");
    expect(audited).toHaveLength(3);
    expect(audited[0]?.detail).toMatchObject({ check: "payment_password_set" });
    expect((await call(t, "GET", "/wps/member/info", { token, ip })).body.code).toBe("NOT_LOGGED_IN");
    const relogin = await loginAs(t, "agent01", "Agent1234", ip);
    expect(relogin.body).toMatchObject({ code: "VERIFICATION_REQUIRED", value: { captcha: true } });
  });

  it("counts wrong old passwords on a password change the same way", async () => {
    const token = await sessionOf("demo01", "Demo1234", HOME);
    const results = await burst(BURST, (i) =>
      call(t, "POST", "/wps/member/password", {
        token,
        ip: HOME,
        seal: true,
        body: {
          oldPassword: `Wrong-pass${i}`,
          newPassword: "Better2024x",
          confirmNewPassword: "Better2024x",
        },
      }),
    );
    const codes = codesOf(results);
    expect(countOf(codes, "WRONG_OLD_PASSWORD")).toBeLessThanOrEqual(2);
    expect(countOf(codes, "WRONG_OLD_PASSWORD", "SESSION_EXPIRED", "NOT_LOGGED_IN")).toBe(BURST);
    const audited = (await authEventsOf(t, "demo01")).filter((e) => e.event === "login_failed");
    expect(audited).toHaveLength(3);
    expect(audited[0]?.detail).toMatchObject({ check: "password_change" });
    expect((await call(t, "GET", "/wps/member/info", { token, ip: HOME })).body.code).toBe("NOT_LOGGED_IN");
  });
});
