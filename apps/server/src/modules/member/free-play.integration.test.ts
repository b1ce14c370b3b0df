import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeOf } from "../../test/account-calls.ts";
import { callApi, failureOf, okValue } from "../../test/api-client.ts";
import { countMembers, setDemoToggle } from "../../test/merchant-fixtures.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";

// Free play (FREEPLAY3): a trial account (type 4) with demo credit, refused on real-account actions.

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const freePlay = (ip: string) => callApi(t, "freePlayLogin", { platform: "W" }, { ip });

describe("free play", () => {
  it("opens a logged-in trial account with the merchant's demo credit", async () => {
    const started = okValue(await freePlay("10.15.1.1"));
    expect(started).toMatchObject({ type: 4, passwordExpired: false });
    expect(started.username).toMatch(/^trial_[0-9a-f]{10}$/);
    const info = await callApi(t, "memberInfo", undefined, { token: started.token });
    expect(okValue(info)).toMatchObject({ type: 4, trialCredit: 2000 });
    const balance = await callApi(t, "balance", undefined, { token: started.token });
    expect(okValue(balance)).toMatchObject({ sumBalance: 200_000, mainBalance: 200_000 });
    const record = await callApi(t, "walletRecords", { preset: "today" }, { token: started.token });
    expect(okValue(record).rows).toMatchObject([
      { type: "trial_credit", amount: 200_000, balanceAfter: 200_000 },
    ]);
  });

  it("refuses real-account actions to a trial account with in_need_true_account", async () => {
    const token = okValue(await freePlay("10.15.2.1")).token;
    const ip = "10.15.2.1";
    const password = await callApi(
      t,
      "changePassword",
      { newPassword: "Trial2024", confirmNewPassword: "Trial2024" },
      { token, ip },
    );
    expect(password.status).toBe(403);
    expect(password.body).toMatchObject({ code: "NEED_TRUE_ACCOUNT", message: "in_need_true_account" });
    // POST, PUT and DELETE of the authenticator call.
    for (const send of [
      () => callApi(t, "totpEnrol", undefined, { token, ip }),
      () => callApi(t, "totpConfirm", { code: "123456" }, { token, ip }),
      () => callApi(t, "totpDisable", { code: "123456" }, { token, ip }),
    ]) {
      const totp = await send();
      expect(totp.body.message).toBe("in_need_true_account");
    }
  });

  it("opens at most 5 trial accounts per IP an hour", async () => {
    const ip = "10.15.3.1";
    for (let i = 0; i < 5; i += 1) expect((await freePlay(ip)).body.success).toBe(true);
    const before = await countMembers(t);
    const sixth = await freePlay(ip);
    expect([sixth.status, failureOf(sixth).code]).toEqual([429, "RATE_LIMITED"]);
    expect(await countMembers(t)).toBe(before);
    expect((await freePlay("10.15.3.2")).body.success).toBe(true);
  });

  it("keeps to the limit when one IP asks many times at once", async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => freePlay("10.15.5.1")));
    const opened = answers.filter((answer) => answer.body.success).length;
    expect(opened).toBe(5);
    expect(answers.filter((answer) => codeOf(answer) === "RATE_LIMITED")).toHaveLength(3);
  });

  it("is refused when the merchant switched free play off", async () => {
    await setDemoToggle(t, "FREEPLAY3", false);
    const refused = await freePlay("10.15.4.1");
    await setDemoToggle(t, "FREEPLAY3", true);
    expect([refused.status, failureOf(refused).code]).toEqual([403, "OPERATION_NOT_ENABLED"]);
  });
});
