import type { TInputOf } from "@orchid/contract/endpoint-io";
import type { TEndpointName } from "@orchid/contract/endpoints";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestCode, loginAs } from "../../test/account-calls.ts";
import { callApi, failureOf, okValue, type TApiResult } from "../../test/api-client.ts";
import { countMembers, isTranslationKey, memberRow, setRegisterRule } from "../../test/merchant-fixtures.ts";
import { startConsoleTest } from "../../test/operator-fixtures.ts";
import { solveProofOfWork } from "../../test/proof-of-work-calls.ts";
import type { TTestApp } from "../../test/test-app.ts";

// Guessable passwords (a common-password dictionary and pattern estimate, with a per-merchant
// minimum score) and passwords holding the username are refused wherever a member sets one.

let t: TTestApp;
let ownerToken: string;
beforeAll(async () => {
  ({ t, ownerToken } = await startConsoleTest());
  await setRegisterRule(t, "captcha", { enabled: false });
  await setRegisterRule(t, "mobileNum", { required: false });
});
afterAll(async () => t?.close());

const register = async (username: string, password: string, ip: string) =>
  callApi(
    t,
    "register",
    { username, password, confirmPassword: password, agree: true, altcha: await solveProofOfWork(t, ip) },
    { ip },
  );
const setPolicy = (body: TInputOf<"boSetPasswordPolicy">) =>
  callApi(t, "boSetPasswordPolicy", body, { token: ownerToken });

/** A refusal the form shows under its password field, in the member's language. */
function expectFieldRefusal(
  answer: TApiResult<TEndpointName>,
  code: string,
  field: string,
  key: string,
): void {
  const refusal = failureOf(answer);
  expect({ status: answer.status, code: refusal.code, message: refusal.message }).toEqual({
    status: 400,
    code,
    message: key,
  });
  expect(refusal.value?.fields).toEqual([{ field, key }]);
  expect(isTranslationKey(key)).toBe(true);
}

describe("registration", () => {
  it.each(["abc123", "password1", "qwerty123"])(
    "refuses the common password %j and stores nothing",
    async (pw) => {
      const before = await countMembers(t);
      const answer = await register("strong01", pw, "10.31.1.1");
      expectFieldRefusal(answer, "PASSWORD_TOO_GUESSABLE", "password", "err_password_guessable");
      expect(await countMembers(t)).toBe(before);
    },
  );

  it("refuses a password that holds the username, whatever its case", async () => {
    const answer = await register("lucky777", "ZxLUCKY777q", "10.31.2.1");
    expectFieldRefusal(answer, "PASSWORD_HAS_USERNAME", "password", "err_password_has_username");
  });

  it("accepts an ordinary password that is not in the dictionaries", async () => {
    const answer = await register("strong02", "Tiger7Lamp", "10.31.3.1");
    expect(answer.body).toMatchObject({ success: true, value: { username: "strong02" } });
  });
});

describe("changing and resetting a password", () => {
  it("refuses a guessable or username-holding new password on change", async () => {
    const login = await loginAs(t, "demo01", "Demo1234", "10.31.4.1");
    const token = okValue(login).token;
    const hashBefore = (await memberRow(t, "demo01"))?.passwordHash;
    const change = (newPassword: string) =>
      callApi(
        t,
        "changePassword",
        { oldPassword: "Demo1234", newPassword, confirmNewPassword: newPassword },
        { token, ip: "10.31.4.1" },
      );
    expectFieldRefusal(
      await change("password1"),
      "PASSWORD_TOO_GUESSABLE",
      "newPassword",
      "err_password_guessable",
    );
    expectFieldRefusal(
      await change("mYDemo01x"),
      "PASSWORD_HAS_USERNAME",
      "newPassword",
      "err_password_has_username",
    );
    expect((await memberRow(t, "demo01"))?.passwordHash).toBe(hashBefore);
  });

  it("refuses a guessable password set with an SMS code", async () => {
    const ip = "10.31.5.1";
    const sent = await callApi(
      t,
      "smsCodeNoLogin",
      { mobileNum: "9420123457", countryDialingCode: "+95", altcha: await solveProofOfWork(t, ip) },
      { ip },
    );
    expect(sent.body).toMatchObject({ success: true });
    const answer = await callApi(
      t,
      "setPasswordByPhone",
      {
        mobileNum: "9420123457",
        countryDialingCode: "95",
        verificationCode: await latestCode(t, "+959420123457"),
        newPassword: "abc123",
        confirmNewPassword: "abc123",
      },
      { ip },
    );
    expectFieldRefusal(answer, "PASSWORD_TOO_GUESSABLE", "newPassword", "err_password_guessable");
  });
});

describe("the merchant's minimum score", () => {
  it("is shown and changed in the console settings, and a stricter one refuses a weaker password", async () => {
    const before = okValue(await callApi(t, "boSettings", undefined, { token: ownerToken }));
    expect(before.passwordMinScore).toBe(1);

    expect((await setPolicy({ passwordExpiryDays: 90, passwordMinScore: 3 })).body.success).toBe(true);
    const after = okValue(await callApi(t, "boSettings", undefined, { token: ownerToken }));
    expect(after.passwordMinScore).toBe(3);
    const refused = await register("strong03", "Orchid2024", "10.31.6.1");
    expectFieldRefusal(refused, "PASSWORD_TOO_GUESSABLE", "password", "err_password_guessable");
    const accepted = await register("strong04", "quietHarbor71lantern", "10.31.6.2");
    expect(accepted.body.success).toBe(true);

    const invalid = await setPolicy({ passwordExpiryDays: 90, passwordMinScore: 5 });
    expect([invalid.status, failureOf(invalid).code]).toEqual([400, "INVALID_INPUT"]);
    expect((await setPolicy({ passwordExpiryDays: 90, passwordMinScore: 1 })).body.success).toBe(true);
    expect((await register("strong05", "Orchid2024", "10.31.6.3")).body.success).toBe(true);
  });
});
