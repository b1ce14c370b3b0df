import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FRESH_POW, startMemberSweepApp, sweep, type TSweepTarget } from "../../test/bad-input-sweep.ts";
import { countMembers } from "../../test/merchant-fixtures.ts";
import type { TTestApp } from "../../test/test-app.ts";

// The bad-input sweep of registration (by username and by mobile): every field gets wrong types,
// overlong text, control characters, emoji, SQL and HTML fragments and the big list of naughty
// strings. Never a 5xx, and never a partial account.

let t: TTestApp;
beforeAll(async () => {
  ({ t } = await startMemberSweepApp("10.5.0.1"));
});
afterAll(async () => t?.close());

const PASSWORDS = { password: "Sweep2025", confirmPassword: "Sweep2025" };
/** A registration that passes every rule and then meets the taken username: it runs the whole path. */
const REGISTRATION = {
  username: "sweeper01",
  ...PASSWORDS,
  payeeName: "Sweep Tester",
  email: "sweep@example.com",
  qqNum: "12345",
  recommenderId: "abcd",
  captcha: "1234",
  captchaId: "abcdefgh",
  affiliateCode: "AGDEMO",
  paymentPassword: "123456",
  line: "lineid",
  whatsapp: "12345678",
  facebook: "fbname",
  wechat: "wechat1",
  idNumber: "ID12345",
  domain: "localhost",
  countryDialingCode: "95",
  registerUrl: "http://localhost:8080/register",
  registerMethod: "WEB",
  agree: true,
  login: true,
  altcha: FRESH_POW,
};

const targets: TSweepTarget[] = [
  {
    name: "register",
    method: "PUT",
    url: "/wps/member/register",
    wholeBody: true,
    freshProofOfWork: true,
    body: REGISTRATION,
  },
  {
    name: "register/mobile",
    method: "PUT",
    url: "/wps/member/register/mobile",
    wholeBody: true,
    freshProofOfWork: true,
    body: {
      ...PASSWORDS,
      mobileNum: "9420666666",
      countryDialingCode: "95",
      verificationCode: "123456",
      referralCode: "NOSUCHCODE",
      agree: true,
      altcha: FRESH_POW,
    },
  },
];

describe("bad input on registration", () => {
  it("answers every hostile value with a 4xx envelope (or a 2xx), never a 5xx or a partial account", async () => {
    const before = await countMembers(t);
    const problems: string[] = [];
    let registered = 0;
    for (const [index, target] of targets.entries()) {
      const result = await sweep(t, target, 50 + index);
      problems.push(...result.problems);
      registered += result.accepted;
    }
    expect(problems).toEqual([]);
    // A refused registration leaves no row: the only new members are the registrations answered 2xx
    // (a naughty string can be a fine value, e.g. the username "undefined").
    expect(registered).toBeLessThan(20);
    expect(await countMembers(t)).toBe(before + registered);
  }, 120_000);
});
