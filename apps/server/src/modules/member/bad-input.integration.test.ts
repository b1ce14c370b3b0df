import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../test/account-calls.ts";
import { callApi, failureOf } from "../../test/api-client.ts";
import { startMemberSweepApp, sweep, type TSweepTarget, WRONG_TYPES } from "../../test/bad-input-sweep.ts";
import { countMembers } from "../../test/merchant-fixtures.ts";
import type { TTestApp } from "../../test/test-app.ts";

// The bad-input sweep of the member calls (passwords, security centre, affiliate,
// member info): every field gets wrong types, overlong text, control characters, emoji, SQL and
// HTML fragments and the big list of naughty strings; never a 5xx.

let t: TTestApp;
let token = "";
beforeAll(async () => {
  ({ t, token } = await startMemberSweepApp("10.4.0.1"));
});
afterAll(async () => t?.close());

const targets = (): TSweepTarget[] => [
  {
    name: "password/email",
    method: "POST",
    url: "/wps/member/password/email",
    form: true,
    wholeBody: true,
    body: { username: "sweeper01", email: "nobody@example.com" },
  },
  {
    name: "password/verification",
    method: "POST",
    url: "/wps/member/password/verification",
    wholeBody: true,
    body: {
      newPassword: "Sweep2026",
      confirmNewPassword: "Sweep2026",
      mobileNum: "9420555555",
      countryDialingCode: "95",
      verificationCode: "123456",
    },
  },
  {
    name: "password/reset",
    method: "POST",
    url: "/wps/member/password/reset",
    wholeBody: true,
    body: { token: "t".repeat(43), newPassword: "Sweep2026", confirmNewPassword: "Sweep2026" },
  },
  // The enrolment call reads no body; whole bodies of the wrong type still must not break it.
  {
    name: "security/totp POST",
    method: "POST",
    url: "/wps/member/security/totp",
    token,
    wholeBody: true,
  },
  ...(["PUT", "DELETE"] as const).map(
    (method): TSweepTarget => ({
      name: `security/totp ${method}`,
      method,
      url: "/wps/member/security/totp",
      token,
      wholeBody: true,
      body: { code: "123456" },
    }),
  ),
  {
    name: "agent/affiliate",
    method: "GET",
    url: "/wps/agent/affiliate",
    query: { code: "AGDEMO", domain: "localhost" },
  },
  { name: "member/info", method: "GET", url: "/wps/member/info", varyToken: true },
  // Last: its hostile old passwords are wrong guesses, and the third one ends the session.
  {
    name: "password",
    method: "POST",
    url: "/wps/member/password",
    token,
    wholeBody: true,
    body: { oldPassword: "Sweep2024", newPassword: "Sweep2026", confirmNewPassword: "Sweep2027" },
  },
];

describe("bad input on the member calls", () => {
  it("answers every hostile value with a 4xx envelope (or a 2xx), never a 5xx", async () => {
    const before = await countMembers(t);
    const problems: string[] = [];
    for (const [index, target] of targets().entries()) {
      const values = target.name === "security/totp POST" ? [...WRONG_TYPES, "x".repeat(10_000)] : undefined;
      const result = await sweep(t, target, 40 + index, values);
      problems.push(...result.problems);
    }
    expect(problems).toEqual([]);
    expect(await countMembers(t)).toBe(before);
    // The wrong old passwords ended the session (a token is no password oracle); the sweep
    // member still has its password: no hostile value changed it.
    const info = await callApi(t, "memberInfo", undefined, { token });
    expect(failureOf(info).code).toBe("NOT_LOGGED_IN");
    const login = await loginAs(t, "sweeper01", "Sweep2024", "10.4.0.2");
    expect(login.body.success).toBe(true);
  }, 120_000);
});
