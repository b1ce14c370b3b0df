import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeOf, latestCode } from "../../test/account-calls.ts";
import { callApi, failureOf, okValue } from "../../test/api-client.ts";
import { solveProofOfWork } from "../../test/proof-of-work-calls.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";

// SMS codes cost money and prove phones: cooldown, quotas per number and per IP, the 1 s throttle,
// expiry after the merchant's minutes, and five tries per code. The clock is injected.

let clock = Date.now();
const advance = (ms: number) => {
  clock += ms;
};
let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({}, () => new Date(clock));
});
afterAll(async () => t?.close());

// Each send carries a fresh proof of work (proof-of-work.integration.test.ts covers its refusals).
const askRegisterCode = async (mobileNo: string, ip: string) =>
  callApi(
    t,
    "smsCodeRegister",
    { mobileNo, countryDialingCode: "95", altcha: await solveProofOfWork(t, ip) },
    { ip },
  );
const askLoginCode = async (mobileNum: string, ip: string) =>
  callApi(
    t,
    "smsCodeNoLogin",
    { mobileNum, countryDialingCode: "95", altcha: await solveProofOfWork(t, ip) },
    { ip },
  );
const setPasswordByPhone = (mobileNum: string, verificationCode: string, ip: string) =>
  callApi(
    t,
    "setPasswordByPhone",
    {
      mobileNum,
      countryDialingCode: "95",
      verificationCode,
      newPassword: "Fresh2024",
      confirmNewPassword: "Fresh2024",
    },
    { ip },
  );

describe("sending codes", () => {
  it("makes a number wait 60 s before the next code, telling how long is left", async () => {
    expect((await askRegisterCode("9420500001", "10.21.1.1")).status).toBe(200);
    const soon = await askRegisterCode("9420500001", "10.21.1.2");
    expect(soon.status).toBe(429);
    expect(soon.body).toMatchObject({ code: "SMS_COOLDOWN", value: { retryAfterSeconds: 60 } });
    advance(30_000);
    const half = await askRegisterCode("9420500001", "10.21.1.3");
    expect(failureOf(half).value?.retryAfterSeconds).toBe(30);
    advance(30_500);
    expect((await askRegisterCode("9420500001", "10.21.1.4")).body.success).toBe(true);
  });

  it("sends a number at most 5 codes an hour", async () => {
    for (let i = 0; i < 5; i += 1) {
      const sent = await askRegisterCode("9420500002", `10.21.2.${i}`);
      expect(sent.body.success).toBe(true);
      advance(61_000);
    }
    const sixth = await askRegisterCode("9420500002", "10.21.2.9");
    expect(sixth.status).toBe(429);
    expect(failureOf(sixth).code).toBe("SMS_QUOTA");
    advance(3_600_000);
    expect((await askRegisterCode("9420500002", "10.21.2.10")).body.success).toBe(true);
  });

  it("sends one IP at most 10 codes an hour, whatever the numbers", async () => {
    const ip = "10.21.3.1";
    for (let i = 0; i < 10; i += 1) {
      const sent = await askRegisterCode(`94205001${String(i).padStart(2, "0")}`, ip);
      expect(sent.body.success).toBe(true);
      advance(1_100);
    }
    const eleventh = await askRegisterCode("9420500199", ip);
    expect(failureOf(eleventh).code).toBe("SMS_QUOTA");
    expect((await askRegisterCode("9420500199", "10.21.3.2")).body.success).toBe(true);
  });

  it("throttles one IP to one request a second", async () => {
    const ip = "10.21.4.1";
    expect((await askRegisterCode("9420500301", ip)).body.success).toBe(true);
    const quick = await askRegisterCode("9420500302", ip);
    expect(quick.status).toBe(429);
    expect(failureOf(quick).code).toBe("RATE_LIMITED");
    advance(1_001);
    expect((await askRegisterCode("9420500302", ip)).body.success).toBe(true);
  });

  it("sends one code when many IPs ask for the same number at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => askRegisterCode("9420500401", `10.21.9.${i}`)),
    );
    const codes = answers.map((answer) => codeOf(answer) ?? "sent").sort();
    expect(codes).toEqual([
      "SMS_COOLDOWN",
      "SMS_COOLDOWN",
      "SMS_COOLDOWN",
      "SMS_COOLDOWN",
      "SMS_COOLDOWN",
      "SMS_COOLDOWN",
      "SMS_COOLDOWN",
      "sent",
    ]);
  });

  it("answers a number no member holds like any other, without sending anything", async () => {
    const unknown = await askLoginCode("9420599999", "10.21.5.1");
    expect(okValue(unknown)).toEqual({ expiredMinutes: 5, resendAfterSeconds: 60 });
    await expect(latestCode(t, "+959420599999")).rejects.toThrow(/no code/);
  });
});

describe("using codes", () => {
  it("accepts a code within its minutes and refuses it after", async () => {
    await askLoginCode("9420123456", "10.21.6.1");
    const fresh = await latestCode(t, "+959420123456");
    advance(5 * 60_000 - 1_000);
    const inTime = await setPasswordByPhone("9420123456", fresh, "10.21.6.1");
    expect(inTime.body.success).toBe(true);
    expect(okValue(inTime).username).toBe("demo01");

    await askLoginCode("9420123457", "10.21.6.2");
    const stale = await latestCode(t, "+959420123457");
    advance(5 * 60_000);
    const late = await setPasswordByPhone("9420123457", stale, "10.21.6.2");
    expect(failureOf(late).code).toBe("CODE_EXPIRED");
  });

  it("kills a code after 5 wrong tries, even for the right code after", async () => {
    advance(61_000);
    await askLoginCode("9420123457", "10.21.7.1");
    const code = await latestCode(t, "+959420123457");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let left = 4; left >= 1; left -= 1) {
      const miss = await setPasswordByPhone("9420123457", wrong, "10.21.7.1");
      expect(miss.body).toMatchObject({ code: "CODE_INVALID", value: { attemptsLeft: left } });
    }
    const fifth = await setPasswordByPhone("9420123457", wrong, "10.21.7.1");
    expect(fifth.body).toMatchObject({ code: "CODE_EXPIRED", value: { attemptsLeft: 0 } });
    const right = await setPasswordByPhone("9420123457", code, "10.21.7.1");
    expect(failureOf(right).code).toBe("CODE_EXPIRED");
  });

  it("makes a new code replace the previous one", async () => {
    advance(61_000);
    await askLoginCode("9420123457", "10.21.8.1");
    const first = await latestCode(t, "+959420123457");
    advance(61_000);
    await askLoginCode("9420123457", "10.21.8.2");
    const second = await latestCode(t, "+959420123457");
    if (first !== second) {
      expect((await setPasswordByPhone("9420123457", first, "10.21.8.1")).body.success).toBe(false);
    }
    expect((await setPasswordByPhone("9420123457", second, "10.21.8.1")).body.success).toBe(true);
  });
});
