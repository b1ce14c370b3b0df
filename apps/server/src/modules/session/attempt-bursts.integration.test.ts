import { randomUUID } from "node:crypto";
import type { TEndpointName } from "@orchid/contract/endpoints";
import type { TSecondFactorChallenge } from "@orchid/contract/session";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../test/account-calls.ts";
import { callApi, failureOf, okValue, type TApiResult } from "../../test/api-client.ts";
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

const burst = <K extends TEndpointName>(count: number, each: (i: number) => Promise<TApiResult<K>>) =>
  Promise.all(Array.from({ length: count }, (_, i) => each(i)));
const codesOf = (results: TApiResult<TEndpointName>[]) =>
  results.map((r) => (r.body.success ? "OK" : (r.body.code ?? "")));
const countOf = (codes: string[], ...wanted: string[]) => codes.filter((c) => wanted.includes(c)).length;

/** demo01 always logs in from here, so the new-IP second factor stays out of the way. */
const HOME = "10.31.0.1";
const sessionOf = async (username: string, password: string, ip: string): Promise<string> => {
  const login = await loginAs(t, username, password, ip);
  return okValue(login).token;
};

describe("member login", () => {
  it("checks at most three passwords of a parallel burst; the rest must answer a captcha", async () => {
    const ip = "10.31.1.1";
    // Wrong passwords only: parallel attempts take the account's lock in no set order, so a right
    // one inside the burst could be checked before the third failure (a success is no failure).
    // The right password is tried once the burst is over, below, and must answer the captcha.
    const results = await burst(BURST, (i) => loginAs(t, "agent41", `Wrong-pass${i}`, ip));
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
    const refusal = failureOf(login);
    expect(refusal.code).toBe("SECOND_FACTOR_REQUIRED");
    // A SECOND_FACTOR_REQUIRED refusal carries the challenge.
    const { challengeId } = refusal.value as TSecondFactorChallenge;
    const results = await burst(BURST, (i) =>
      callApi(t, "loginVerify", { challengeId, method: "realName", code: `Someone Else ${i}` }, { ip }),
    );
    const codes = codesOf(results);
    expect(countOf(codes, "SECOND_FACTOR_INVALID")).toBe(5);
    expect(countOf(codes, "CHALLENGE_EXPIRED")).toBe(BURST - 5);
    const lefts = results
      .filter((r) => !r.body.success && r.body.code === "SECOND_FACTOR_INVALID")
      .map((r) => failureOf(r).value ?? {});
    expect(lefts.map((v) => v.attemptsLeft).sort()).toEqual([0, 1, 2, 3, 4]);
    const right = await callApi(
      t,
      "loginVerify",
      { challengeId, method: "realName", code: "Demo Member" },
      { ip },
    );
    expect(failureOf(right).code).toBe("CHALLENGE_EXPIRED");
  });
});

describe("payment password", () => {
  it("checks five wrong payment passwords of a parallel burst, then refuses even the right one", async () => {
    const token = await sessionOf("demo01", "Demo1234", HOME);
    const set = await callApi(
      t,
      "paymentPassword",
      { loginPassword: "Demo1234", paymentPassword: "246810", confirmPassword: "246810" },
      { token, ip: HOME },
    );
    expect(set.body.success).toBe(true);
    const upline = (paymentPassword: string) =>
      callApi(
        t,
        "uplineTransfer",
        { amount: 100, paymentPassword, idempotencyKey: randomUUID() },
        { token, ip: HOME },
      );
    const codes = codesOf(await burst(BURST, (i) => upline(String(100_000 + i))));
    expect(countOf(codes, "INVALID_INPUT")).toBe(5);
    expect(countOf(codes, "RATE_LIMITED")).toBe(BURST - 5);
    expect(failureOf(await upline("246810")).code).toBe("RATE_LIMITED");
  });
});

describe("password checks behind a member token", () => {
  it("counts wrong login passwords when setting the payment password, audits them and ends the session", async () => {
    const ip = "10.31.4.1";
    const token = await sessionOf("agent01", "Agent1234", ip);
    const results = await burst(BURST, (i) =>
      callApi(
        t,
        "paymentPassword",
        { loginPassword: `Wrong-pass${i}`, paymentPassword: "135790", confirmPassword: "135790" },
        { token, ip },
      ),
    );
    const codes = codesOf(results);
    expect(countOf(codes, "INVALID_INPUT")).toBeLessThanOrEqual(2);
    expect(countOf(codes, "OK")).toBe(0);
    expect(countOf(codes, "INVALID_INPUT", "SESSION_EXPIRED", "NOT_LOGGED_IN")).toBe(BURST);
    const audited = (await authEventsOf(t, "agent01")).filter((e) => e.event === "login_failed");
    expect(audited).toHaveLength(3);
    expect(audited[0]?.detail).toMatchObject({ check: "payment_password_set" });
    expect(failureOf(await callApi(t, "memberInfo", undefined, { token, ip })).code).toBe("NOT_LOGGED_IN");
    const relogin = await loginAs(t, "agent01", "Agent1234", ip);
    expect(relogin.body).toMatchObject({ code: "VERIFICATION_REQUIRED", value: { captcha: true } });
  });

  it("counts wrong old passwords on a password change the same way", async () => {
    const token = await sessionOf("demo01", "Demo1234", HOME);
    const results = await burst(BURST, (i) =>
      callApi(
        t,
        "changePassword",
        { oldPassword: `Wrong-pass${i}`, newPassword: "Better2024x", confirmNewPassword: "Better2024x" },
        { token, ip: HOME },
      ),
    );
    const codes = codesOf(results);
    expect(countOf(codes, "WRONG_OLD_PASSWORD")).toBeLessThanOrEqual(2);
    expect(countOf(codes, "WRONG_OLD_PASSWORD", "SESSION_EXPIRED", "NOT_LOGGED_IN")).toBe(BURST);
    const audited = (await authEventsOf(t, "demo01")).filter((e) => e.event === "login_failed");
    expect(audited).toHaveLength(3);
    expect(audited[0]?.detail).toMatchObject({ check: "password_change" });
    expect(failureOf(await callApi(t, "memberInfo", undefined, { token, ip: HOME })).code).toBe(
      "NOT_LOGGED_IN",
    );
  });
});
