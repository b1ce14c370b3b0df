import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, loginAs, seal } from "../../test/account-calls.ts";
import { callApi, okValue } from "../../test/api-client.ts";
import {
  FRESH_POW,
  HOSTILE_STRINGS,
  SPECIAL_STRINGS,
  SWEEP_ENV,
  sweep,
  type TSweepTarget,
  WRONG_TYPES,
} from "../../test/bad-input-sweep.ts";
import { countMembers, updateDemoMerchant } from "../../test/merchant-fixtures.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";

// The bad-input sweep of the session calls: every field gets wrong types, overlong text, control
// characters, emoji, SQL and HTML fragments and the big list of naughty strings. Every answer must
// be a 4xx envelope with a translation key (or a 2xx where the value is fine), never a 5xx.

let t: TTestApp;
let token = "";
beforeAll(async () => {
  t = await startTestApp(SWEEP_ENV);
  await updateDemoMerchant(t, { defaultWeakPasswordHash: await t.ctx.passwords.hash("Welcome123") });
  const login = await loginAs(t, "agent41", "Agent1234", "10.3.0.1");
  expect(login.body.success).toBe(true);
  token = okValue(login).token;
});
afterAll(async () => t?.close());

const CHALLENGE = "c".repeat(32);
const targets = (): TSweepTarget[] => [
  {
    name: "login",
    method: "POST",
    url: "/wps/session/login",
    wholeBody: true,
    body: {
      username: "sweepnobody",
      password: "Wrong2024x",
      type: "username",
      captcha: "1234",
      captchaId: "abcdefgh",
      countryDialingCode: "95",
      remember: true,
    },
  },
  {
    name: "login sms",
    method: "POST",
    url: "/wps/session/login",
    body: { username: "9420999999", password: "123456", type: "sms", countryDialingCode: "+95" },
  },
  {
    name: "login/verify",
    method: "POST",
    url: "/wps/session/login/verify",
    wholeBody: true,
    body: { challengeId: CHALLENGE, method: "realName", code: "Someone Else" },
  },
  {
    name: "login/verify/send",
    method: "POST",
    url: "/wps/session/login/verify/send",
    wholeBody: true,
    body: { challengeId: CHALLENGE, method: "sms" },
  },
  {
    name: "freeplay",
    method: "POST",
    url: "/wps/session/login/freeplay",
    wholeBody: true,
    ip: "10.3.250.1",
    body: { os: "Linux", platform: "W", nonce: "n0nce" },
  },
  {
    name: "sms/noLogin",
    method: "POST",
    url: "/wps/verification/sms/noLogin",
    wholeBody: true,
    freshProofOfWork: true,
    body: {
      mobileNum: "9420999999",
      countryDialingCode: "95",
      captcha: "1234",
      captchaId: "abcdefgh",
      altcha: FRESH_POW,
    },
  },
  {
    name: "sms/register",
    method: "POST",
    url: "/wps/verification/sms/register",
    wholeBody: true,
    freshProofOfWork: true,
    body: {
      mobileNo: "9420888888",
      countryDialingCode: "+95",
      regType: "mobile",
      captcha: "1234",
      captchaId: "abcdefgh",
      altcha: FRESH_POW,
    },
  },
  { name: "captcha", method: "GET", url: "/wps/captcha", query: { t: "1" } },
  { name: "logout", method: "DELETE", url: "/wps/session/logout", varyToken: true },
];

describe("bad input on the session calls", () => {
  it("answers every hostile value with a 4xx envelope (or a 2xx), never a 5xx", async () => {
    const before = await countMembers(t);
    const problems: string[] = [];
    let sent = 0;
    let freePlays = 0;
    // The /mobile alias runs the same handler as sms/register: it gets the wrong types and the
    // hand-picked strings only.
    const alias: TSweepTarget = {
      name: "sms/register/mobile",
      method: "POST",
      url: "/wps/verification/sms/register/mobile",
      freshProofOfWork: true,
      body: { mobileNo: "9420888887", countryDialingCode: "95", altcha: FRESH_POW },
    };
    for (const [index, target] of [...targets(), alias].entries()) {
      const values = target === alias ? [...WRONG_TYPES, ...SPECIAL_STRINGS] : undefined;
      const result = await sweep(t, target, 30 + index, values);
      problems.push(...result.problems);
      sent += result.sent;
      if (target.name === "freeplay") freePlays = result.accepted;
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(3_000);
    // Only free play creates accounts here, at most 5 from one IP in an hour.
    expect(freePlays).toBeLessThanOrEqual(5);
    expect(await countMembers(t)).toBe(before + freePlays);
    // The token used by nobody above is still good: a hostile Authorization header revoked nothing.
    const info = await callApi(t, "memberInfo", undefined, { token });
    expect(okValue(info).account).toBe("agent41");
  }, 120_000);

  it("refuses hostile values inside sealed bodies the same way", async () => {
    const problems: string[] = [];
    const samples = [...WRONG_TYPES, ...HOSTILE_STRINGS.filter((_, i) => i % 12 === 0)];
    for (const [i, value] of samples.entries()) {
      const body = await seal(t, { username: value, password: value, captchaId: value });
      const response = await call(t, "POST", "/wps/session/login", { body, ip: `10.3.251.${i}` });
      if (response.status >= 500 || response.body.success !== false) {
        problems.push(`${JSON.stringify(value).slice(0, 40)} → ${response.status}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("refuses a sealed envelope whose parts are hostile", async () => {
    const good = await seal(t, { username: "agent41", password: "Agent1234" });
    const target: TSweepTarget = {
      name: "sealed login",
      method: "POST",
      url: "/wps/session/login",
      body: { ...good },
    };
    const result = await sweep(t, target, 60);
    expect(result.problems).toEqual([]);
    expect(result.accepted).toBe(0);
    // A wrong type in an envelope part makes it a plain body, which the contract refuses.
    const typed = await call(t, "POST", "/wps/session/login", {
      body: { ...good, kid: 7 },
      ip: "10.3.252.1",
    });
    expect(typed.body.code).toBe("INVALID_INPUT");
  });

  it("refuses bodies that are not JSON or are too large", async () => {
    const cases = [
      { payload: "{not json", type: "application/json", code: "MALFORMED_REQUEST" },
      { payload: "", type: "application/json", code: "MALFORMED_REQUEST" },
      { payload: "<xml/>", type: "application/xml", code: "UNSUPPORTED_MEDIA_TYPE" },
      { payload: `"${"x".repeat(1_100_000)}"`, type: "application/json", code: "PAYLOAD_TOO_LARGE" },
    ];
    for (const [i, c] of cases.entries()) {
      const response = await t.app.inject({
        method: "POST",
        url: "/wps/session/login",
        headers: { host: "localhost", merchant: "demo", "content-type": c.type },
        payload: c.payload,
        remoteAddress: `10.3.253.${i}`,
      });
      expect([response.statusCode, response.json().code]).toEqual([expect.any(Number), c.code]);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
