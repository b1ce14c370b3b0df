import type { TSecondFactorChallenge, TSecondFactorMethod } from "@orchid/contract/session";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestCode, loginAs } from "../../test/account-calls.ts";
import { callApi, failureOf, okValue } from "../../test/api-client.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";
import { totpCode } from "./totp.ts";

// The new-IP second factor (NEWIPVERIFY is on in the demo): authenticator enrolment in the
// security centre, then challenges answered by TOTP, SMS code, email code or real name.

let clock = Date.now();
const advance = (ms: number) => {
  clock += ms;
};
let t: TTestApp;
let secret = "";
beforeAll(async () => {
  t = await startTestApp({}, () => new Date(clock));
});
afterAll(async () => t?.close());

const HOME = "10.14.0.1";
const challengeFrom = async (ip: string) => {
  const login = await loginAs(t, "demo01", "Demo1234", ip);
  expect([login.status, failureOf(login).code]).toEqual([401, "SECOND_FACTOR_REQUIRED"]);
  // A SECOND_FACTOR_REQUIRED refusal carries the challenge.
  return failureOf(login).value as TSecondFactorChallenge;
};
const verify = (ip: string, challengeId: string, method: TSecondFactorMethod, code: string) =>
  callApi(t, "loginVerify", { challengeId, method, code }, { ip });

describe("authenticator (TOTP)", () => {
  it("enrols with a code from the new secret and shows in member info", async () => {
    const login = await loginAs(t, "demo01", "Demo1234", HOME);
    const token = okValue(login).token;
    const started = okValue(await callApi(t, "totpEnrol", undefined, { token, ip: HOME }));
    secret = started.secret;
    expect(started.otpauthUri).toContain(`secret=${secret}`);
    expect(started.qrCode).toMatch(/^data:image\/png;base64,/);
    const wrong = await callApi(
      t,
      "totpConfirm",
      { code: totpCode(secret, clock - 5 * 60_000) },
      { token, ip: HOME },
    );
    expect(failureOf(wrong).code).toBe("SECOND_FACTOR_INVALID");
    expect(okValue(await callApi(t, "memberInfo", undefined, { token })).hasTotp).toBe(false);
    const confirmed = await callApi(t, "totpConfirm", { code: totpCode(secret, clock) }, { token, ip: HOME });
    expect(confirmed.body).toMatchObject({ success: true });
    expect(okValue(await callApi(t, "memberInfo", undefined, { token })).hasTotp).toBe(true);
  });

  it("answers a new-IP challenge with the current code, and refuses the same code twice", async () => {
    advance(30_000);
    const challenge = await challengeFrom("10.14.1.1");
    expect(challenge.methods).toEqual(expect.arrayContaining(["totp", "sms", "email", "realName"]));
    const code = totpCode(secret, clock);
    const passed = await verify("10.14.1.1", challenge.challengeId, "totp", code);
    expect(okValue(passed).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await loginAs(t, "demo01", "Demo1234", "10.14.1.1")).body.success).toBe(true);

    const second = await challengeFrom("10.14.1.2");
    const replay = await verify("10.14.1.2", second.challengeId, "totp", code);
    expect(replay.body).toMatchObject({ code: "SECOND_FACTOR_INVALID", value: { attemptsLeft: 4 } });
    advance(30_000);
    const next = await verify("10.14.1.2", second.challengeId, "totp", totpCode(secret, clock));
    expect(next.body.success).toBe(true);
  });
});

describe("codes by SMS and email", () => {
  it("sends a code by SMS and by email for a challenge, and each logs the member in", async () => {
    for (const [i, method, recipient] of [
      [1, "sms", "+959420123456"],
      [2, "email", "demo01@orchid.localhost"],
    ] as const) {
      const ip = `10.14.2.${i}`;
      const challenge = await challengeFrom(ip);
      const sent = await callApi(
        t,
        "loginVerifySend",
        { challengeId: challenge.challengeId, method },
        { ip },
      );
      expect(okValue(sent)).toMatchObject({ expiredMinutes: 5 });
      const code = await latestCode(t, recipient);
      const passed = await verify(ip, challenge.challengeId, method, code);
      expect(okValue(passed)).toMatchObject({ username: "demo01" });
    }
    expect((await challengeFrom("10.14.2.3")).maskedEmail).toBe("d•••@orchid.localhost");
  });
});

describe("challenge limits", () => {
  it("binds a challenge to its IP and ends it after 10 minutes", async () => {
    const ip = "10.14.3.1";
    const challenge = await challengeFrom(ip);
    const elsewhere = await verify("10.14.3.2", challenge.challengeId, "realName", "Demo Member");
    expect(failureOf(elsewhere).code).toBe("CHALLENGE_EXPIRED");
    const stillOpen = await challengeFrom(ip);
    advance(10 * 60_000);
    const late = await verify(ip, stillOpen.challengeId, "realName", "Demo Member");
    expect(failureOf(late).code).toBe("CHALLENGE_EXPIRED");
    const inTime = await verify(ip, challenge.challengeId, "realName", "Demo Member");
    expect(failureOf(inTime).code).toBe("CHALLENGE_EXPIRED");
  });

  it("ends a challenge after 5 wrong answers, even for the right one after", async () => {
    const ip = "10.14.4.1";
    const challenge = await challengeFrom(ip);
    for (let left = 4; left >= 0; left -= 1) {
      const wrong = await verify(ip, challenge.challengeId, "realName", "Somebody Else");
      expect(wrong.body).toMatchObject({ code: "SECOND_FACTOR_INVALID", value: { attemptsLeft: left } });
    }
    const right = await verify(ip, challenge.challengeId, "realName", "Demo Member");
    expect(failureOf(right).code).toBe("CHALLENGE_EXPIRED");
    // Wrong answers count as failed logins: the next try for the account needs a captcha.
    const next = await loginAs(t, "demo01", "Demo1234", ip);
    expect(next.body).toMatchObject({ code: "VERIFICATION_REQUIRED", value: { captcha: true } });
  });

  it("refuses a method the member does not have", async () => {
    const login = await loginAs(t, "agent01", "Agent1234", "10.14.5.1");
    expect(login.body.success).toBe(true);
    // A SECOND_FACTOR_REQUIRED refusal carries the challenge.
    const challenge = failureOf(await loginAs(t, "agent01", "Agent1234", "10.14.5.2"))
      .value as TSecondFactorChallenge;
    expect(challenge.methods).toEqual(["email"]);
    const bySms = await verify("10.14.5.2", challenge.challengeId, "sms", "123456");
    expect(failureOf(bySms).code).toBe("OPERATION_NOT_ENABLED");
  });
});
