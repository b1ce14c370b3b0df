import type { TInputOf } from "@orchid/contract/endpoint-io";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../../db/schema/accounts.ts";
import { latestCode, loginAs } from "../../test/account-calls.ts";
import { callApi, failureOf, okValue } from "../../test/api-client.ts";
import { setDemoToggle } from "../../test/merchant-fixtures.ts";
import { solveProofOfWork } from "../../test/proof-of-work-calls.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const changePassword = (token: string, body: TInputOf<"changePassword">, ip = "10.12.0.1") =>
  callApi(t, "changePassword", body, { token, ip });
const info = (token: string) => callApi(t, "memberInfo", undefined, { token });
const tokenOf = async (username: string, password: string, ip: string) => {
  const login = await loginAs(t, username, password, ip);
  expect(login.body).toMatchObject({ success: true });
  return okValue(login).token;
};

describe("changing the password", () => {
  it("checks the old password and the confirmation, then ends the member's other sessions", async () => {
    const ip = "10.12.1.1";
    const elsewhere = await tokenOf("agent41", "Agent1234", ip);
    const here = await tokenOf("agent41", "Agent1234", ip);
    const wrongOld = await changePassword(here, {
      oldPassword: "Agent9999",
      newPassword: "Agent5678",
      confirmNewPassword: "Agent5678",
    });
    expect([wrongOld.status, failureOf(wrongOld).code]).toEqual([400, "WRONG_OLD_PASSWORD"]);
    const mismatch = await changePassword(here, {
      oldPassword: "Agent1234",
      newPassword: "Agent5678",
      confirmNewPassword: "Agent5679",
    });
    expect(failureOf(mismatch).code).toBe("PASSWORDS_INCONSISTENT");
    const tooShort = await changePassword(here, {
      oldPassword: "Agent1234",
      newPassword: "Ab1",
      confirmNewPassword: "Ab1",
    });
    expect(failureOf(tooShort).value?.fields).toEqual([
      { field: "newPassword", key: "reg_pattern_5", min: 6, max: 20 },
    ]);
    expect((await info(elsewhere)).body.success).toBe(true);

    const changed = await changePassword(here, {
      oldPassword: "Agent1234",
      newPassword: "Agent5678",
      confirmNewPassword: "Agent5678",
    });
    expect(changed.body).toMatchObject({ success: true });
    expect(okValue(await info(here)).account).toBe("agent41");
    expect(failureOf(await info(elsewhere)).code).toBe("NOT_LOGGED_IN");
    expect(failureOf(await loginAs(t, "agent41", "Agent1234", ip)).code).toBe("INVALID_CREDENTIALS");
    expect((await loginAs(t, "agent41", "Agent5678", ip)).body.success).toBe(true);
  });

  it("forces the change of the default weak password, without asking for the old one again", async () => {
    const login = await loginAs(t, "reset01", "Welcome123", "10.12.2.1");
    expect(okValue(login)).toMatchObject({ passwordExpired: true });
    const token = okValue(login).token;
    expect(okValue(await info(token)).account).toBe("reset01");
    const blocked = await callApi(t, "totpEnrol", undefined, { token, ip: "10.12.2.1" });
    expect([blocked.status, failureOf(blocked).code]).toEqual([403, "PASSWORD_CHANGE_REQUIRED"]);
    const weakAgain = await changePassword(token, {
      newPassword: "Welcome123",
      confirmNewPassword: "Welcome123",
    });
    expect(failureOf(weakAgain).code).toBe("PASSWORD_TOO_WEAK");
    const changed = await changePassword(token, {
      newPassword: "Better2024",
      confirmNewPassword: "Better2024",
    });
    expect(changed.body).toMatchObject({ success: true });
    const open = await callApi(t, "totpEnrol", undefined, { token, ip: "10.12.2.1" });
    expect(okValue(open).secret).toMatch(/^[A-Z2-7]+$/);
    const again = await loginAs(t, "reset01", "Better2024", "10.12.2.1");
    expect(okValue(again).passwordExpired).toBe(false);
  });

  it("asks for the old password when the session did not just prove it", async () => {
    const ip = "10.12.3.1";
    const token = await tokenOf("agent01", "Agent1234", ip);
    const withoutOld = await changePassword(token, {
      newPassword: "Agent7777",
      confirmNewPassword: "Agent7777",
    });
    expect(failureOf(withoutOld).code).toBe("WRONG_OLD_PASSWORD");
  });
});

describe("password expiry (PWDEXPFORCECHANGE3, 90 days)", () => {
  const ageDemoPassword = (days: number) =>
    t.ctx.database.db
      .update(members)
      .set({ passwordChangedAt: new Date(Date.now() - days * 86_400_000) })
      .where(eq(members.username, "demo01"));

  it("forces a change after a password login, never after an SMS login", async () => {
    const ip = "10.12.4.1";
    await ageDemoPassword(89);
    expect(okValue(await loginAs(t, "demo01", "Demo1234", ip)).passwordExpired).toBe(false);
    await ageDemoPassword(91);
    const byPassword = await loginAs(t, "demo01", "Demo1234", ip);
    expect(okValue(byPassword).passwordExpired).toBe(true);
    expect((await info(okValue(byPassword).token)).body.success).toBe(true);

    await callApi(
      t,
      "smsCodeNoLogin",
      { mobileNum: "9420123456", countryDialingCode: "95", altcha: await solveProofOfWork(t, ip) },
      { ip },
    );
    const code = await latestCode(t, "+959420123456");
    const bySms = await loginAs(t, "9420123456", code, ip, { type: "sms", countryDialingCode: "95" });
    expect(okValue(bySms)).toMatchObject({ username: "demo01", passwordExpired: false });

    await setDemoToggle(t, "PWDEXPFORCECHANGE3", false);
    expect(okValue(await loginAs(t, "demo01", "Demo1234", ip)).passwordExpired).toBe(false);
    await setDemoToggle(t, "PWDEXPFORCECHANGE3", true);
    await ageDemoPassword(0);
  });
});

describe("forgot password by phone", () => {
  it("sets a new password with the SMS code and logs the member in", async () => {
    const ip = "10.12.5.1";
    const sent = await callApi(
      t,
      "smsCodeNoLogin",
      { mobileNum: "9420123457", countryDialingCode: "+95", altcha: await solveProofOfWork(t, ip) },
      { ip },
    );
    expect(sent.body.success).toBe(true);
    const code = await latestCode(t, "+959420123457");
    const reset = await callApi(
      t,
      "setPasswordByPhone",
      {
        mobileNum: "9420123457",
        countryDialingCode: "95",
        verificationCode: code,
        newPassword: "Phone2024",
        confirmNewPassword: "Phone2024",
      },
      { ip },
    );
    expect(okValue(reset)).toMatchObject({ username: "reset01", passwordExpired: false });
    expect(okValue(await info(okValue(reset).token)).account).toBe("reset01");
    expect((await loginAs(t, "reset01", "Phone2024", ip)).body.success).toBe(true);
    const reused = await callApi(
      t,
      "setPasswordByPhone",
      {
        mobileNum: "9420123457",
        countryDialingCode: "95",
        verificationCode: code,
        newPassword: "Phone2025",
        confirmNewPassword: "Phone2025",
      },
      { ip },
    );
    expect(failureOf(reused).code).toBe("CODE_EXPIRED");
  });
});
