import type { TSecondFactorChallenge } from "@orchid/contract/session";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verificationCodes } from "../../db/schema/accounts.ts";
import { call, latestCode, loginAs } from "../../test/account-calls.ts";
import { callApi, failureOf, okValue } from "../../test/api-client.ts";
import { demoMerchant, memberRow } from "../../test/merchant-fixtures.ts";
import { solveProofOfWork } from "../../test/proof-of-work-calls.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";
import { updateMember } from "../accounts/index.ts";
import { hashCode } from "./code-hash.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe("login by password", () => {
  it("logs the demo member in with a sealed body and a fresh token each time", async () => {
    const first = await loginAs(t, "demo01", "Demo1234", "10.1.0.1");
    expect(first.status).toBe(200);
    expect(okValue(first)).toMatchObject({
      firstTimeLogin: true,
      passwordExpired: false,
      username: "demo01",
    });
    const second = okValue(await loginAs(t, "DEMO01", "Demo1234", "10.1.0.1"));
    expect(second.firstTimeLogin).toBe(false);
    expect(second.token).not.toBe(okValue(first).token);
    const info = await callApi(t, "memberInfo", undefined, { token: second.token });
    expect(okValue(info)).toMatchObject({ account: "demo01", type: 0, toUpline: true });
  });

  it("refuses a plain JSON body without the development flag", async () => {
    const plain = await call(t, "POST", "/wps/session/login", {
      body: { username: "demo01", password: "Demo1234" },
    });
    expect(plain.status).toBe(400);
    expect(plain.body.code).toBe("ENCRYPTION_REQUIRED");
  });

  it("asks for a captcha after three failures, then accepts a right answer", async () => {
    const ip = "10.1.0.2";
    for (let i = 0; i < 2; i += 1) {
      const bad = await loginAs(t, "agent41", "wrong-pass1", ip);
      expect(bad.body).toMatchObject({ code: "INVALID_CREDENTIALS", value: { captcha: false } });
    }
    const third = await loginAs(t, "agent41", "wrong-pass1", ip);
    expect(third.body).toMatchObject({ code: "INVALID_CREDENTIALS", value: { captcha: true } });
    const withoutCaptcha = await loginAs(t, "agent41", "Agent1234", ip);
    expect(withoutCaptcha.body).toMatchObject({ code: "VERIFICATION_REQUIRED", value: { captcha: true } });
    const captcha = okValue(await callApi(t, "captcha", undefined, { ip }));
    expect(captcha.image).toMatch(/^data:image\/png;base64,/);
    const wrong = await loginAs(t, "agent41", "Agent1234", ip, {
      captcha: "0000x",
      captchaId: captcha.captchaId,
    });
    expect(failureOf(wrong).code).toBe("CAPTCHA_INVALID");
  });

  it("forces a change of the default weak password, then lets the member in", async () => {
    const login = okValue(await loginAs(t, "reset01", "Welcome123", "10.1.0.3"));
    expect(login.passwordExpired).toBe(true);
    const token = login.token;
    // Not the icon's contract path: whichever refusal an unknown or blocked address gets.
    const blocked = await call(t, "GET", "/wps/member/icon", { token });
    expect([403, 404]).toContain(blocked.status);
    const change = await callApi(
      t,
      "changePassword",
      { newPassword: "Better2024", confirmNewPassword: "Better2024" },
      { token },
    );
    expect(change.body).toMatchObject({ success: true });
    const again = await loginAs(t, "reset01", "Better2024", "10.1.0.3");
    expect(okValue(again).passwordExpired).toBe(false);
  });

  it("logs in by SMS code read from the outbox and logs out", async () => {
    const ip = "10.1.0.1";
    const sent = await callApi(
      t,
      "smsCodeNoLogin",
      { mobileNum: "9420123456", countryDialingCode: "+95", altcha: await solveProofOfWork(t, ip) },
      { ip },
    );
    expect(okValue(sent)).toMatchObject({ expiredMinutes: 5 });
    const code = await latestCode(t, "+959420123456");
    const login = await loginAs(t, "9420123456", code, ip, { type: "sms", countryDialingCode: "95" });
    expect(login.body.success).toBe(true);
    const logout = await callApi(t, "logout", undefined, { token: okValue(login).token });
    expect(logout.body.success).toBe(true);
    const after = await callApi(t, "memberInfo", undefined, { token: okValue(login).token });
    expect(failureOf(after).code).toBe("NOT_LOGGED_IN");
  });

  it("asks a login from a new IP for a second factor and completes it by real name", async () => {
    const login = await loginAs(t, "demo01", "Demo1234", "10.1.0.9");
    expect(login.status).toBe(401);
    expect(failureOf(login).code).toBe("SECOND_FACTOR_REQUIRED");
    // A SECOND_FACTOR_REQUIRED refusal carries the challenge.
    const challenge = failureOf(login).value as TSecondFactorChallenge;
    expect(challenge.methods).toEqual(expect.arrayContaining(["sms", "email", "realName"]));
    expect(challenge.maskedMobile).toBe("+95••••3456");
    const wrong = await callApi(
      t,
      "loginVerify",
      { challengeId: challenge.challengeId, method: "realName", code: "Someone Else" },
      { ip: "10.1.0.9" },
    );
    expect(wrong.body).toMatchObject({ code: "SECOND_FACTOR_INVALID", value: { attemptsLeft: 4 } });
    const fromElsewhere = await callApi(
      t,
      "loginVerify",
      { challengeId: challenge.challengeId, method: "realName", code: "demo member" },
      { ip: "10.1.0.10" },
    );
    expect(failureOf(fromElsewhere).code).toBe("CHALLENGE_EXPIRED");
    const right = await callApi(
      t,
      "loginVerify",
      { challengeId: challenge.challengeId, method: "realName", code: "  demo   MEMBER " },
      { ip: "10.1.0.9" },
    );
    expect(right.body.success).toBe(true);
    expect(okValue(right).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await loginAs(t, "demo01", "Demo1234", "10.1.0.9");
    expect(again.body.success).toBe(true);
  });
});

describe("the merchant's default weak password", () => {
  it("forces a change when the typed password is the default weak one, flagged or not; an SMS login does not", async () => {
    const ip = "10.1.0.3";
    const member = await memberRow(t, "reset01");
    if (!member) throw new Error("no reset01");
    await updateMember(t.ctx.database.db, member.id, {
      passwordHash: await t.ctx.passwords.hash("Welcome123"),
      mustChangePassword: false,
    });
    // A code as the SMS call would store it (the sending itself is tested elsewhere).
    const merchant = await demoMerchant(t);
    const scope = `code:${merchant.id}:+959420123457:noLogin`;
    await t.ctx.database.db.insert(verificationCodes).values({
      merchantId: merchant.id,
      channel: "sms",
      destination: "+959420123457",
      purpose: "noLogin",
      codeHash: hashCode(t.ctx.codePepper, scope, "246813"),
      ip,
      expiresAt: new Date(Date.now() + 5 * 60_000),
    });
    const bySms = await loginAs(t, "9420123457", "246813", ip, { type: "sms", countryDialingCode: "95" });
    expect(okValue(bySms)).toMatchObject({ username: "reset01", passwordExpired: false });

    const byPassword = await loginAs(t, "reset01", "Welcome123", ip);
    expect(okValue(byPassword)).toMatchObject({ username: "reset01", passwordExpired: true });
    const blocked = await callApi(t, "balance", undefined, { token: okValue(byPassword).token });
    expect(failureOf(blocked).code).toBe("PASSWORD_CHANGE_REQUIRED");
  });
});
