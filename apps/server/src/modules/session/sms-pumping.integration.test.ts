import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { codeOf } from "../../test/account-calls.ts";
import { callApi, failureOf, okValue } from "../../test/api-client.ts";
import { demoMerchant, setRegisterRule, updateDemoMerchant } from "../../test/merchant-fixtures.ts";
import { solveProofOfWork } from "../../test/proof-of-work-calls.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";

// SMS pumping (issue 16, finding 7): many numbers from many IPs must meet the merchant's hourly
// and daily caps (claimed before sending, so a burst cannot pass them), premium and foreign
// ranges are refused, and the code call never tells whether a number is registered.

let clock = Date.now();
const advance = (ms: number) => {
  clock += ms;
};
let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({}, () => new Date(clock));
  await setRegisterRule(t, "captcha", { enabled: false });
});
afterAll(async () => t?.close());

/** The merchant's SMS rules (site_config.sms); an hour passes so earlier sends stop counting. */
async function smsPolicy(sms: Record<string, unknown>) {
  const { siteConfig } = await demoMerchant(t);
  await updateDemoMerchant(t, { siteConfig: { ...siteConfig, sms } });
}
beforeEach(() => advance(25 * 3_600_000));

const askRegisterCode = async (dialing: string, mobileNo: string, ip: string) =>
  callApi(
    t,
    "smsCodeRegister",
    { mobileNo, countryDialingCode: dialing, altcha: await solveProofOfWork(t, ip) },
    { ip },
  );
const askLoginCode = async (mobileNum: string, ip: string) =>
  callApi(
    t,
    "smsCodeNoLogin",
    { mobileNum, countryDialingCode: "95", altcha: await solveProofOfWork(t, ip) },
    { ip },
  );
async function outboxTo(recipient: string): Promise<number> {
  const outbox = okValue(await callApi(t, "devOutbox", { limit: 200 }));
  return outbox.filter((m) => m.recipient === recipient).length;
}

describe("the merchant's SMS caps", () => {
  it("refuses 12 numbers from 12 IPs beyond an hourly cap of 10", async () => {
    await smsPolicy({ hourlyCap: 10, dailyCap: 100 });
    const codes: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const answer = await askRegisterCode("95", `94207000${String(i).padStart(2, "0")}`, `10.51.1.${i}`);
      codes.push(codeOf(answer) ?? "sent");
    }
    expect(codes).toEqual([...Array(10).fill("sent"), "SMS_QUOTA", "SMS_QUOTA"]);
    expect(await outboxTo("+959420700011")).toBe(0);
    advance(3_600_000);
    expect((await askRegisterCode("95", "9420700011", "10.51.1.99")).body.success).toBe(true);
  });

  it("refuses sends beyond the daily cap, whatever the hour, for every kind of code", async () => {
    await smsPolicy({ hourlyCap: 100, dailyCap: 3 });
    expect((await askRegisterCode("95", "9420710001", "10.51.2.1")).body.success).toBe(true);
    advance(2 * 3_600_000);
    expect((await askLoginCode("9420123456", "10.51.2.2")).body.success).toBe(true);
    advance(2 * 3_600_000);
    expect((await askRegisterCode("95", "9420710002", "10.51.2.3")).body.success).toBe(true);
    advance(2 * 3_600_000);
    expect(failureOf(await askRegisterCode("95", "9420710003", "10.51.2.4")).code).toBe("SMS_QUOTA");
  });

  it("holds the cap under a parallel burst of 50 numbers from 50 IPs", async () => {
    await smsPolicy({ hourlyCap: 10, dailyCap: 100 });
    const bodies = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const ip = `10.51.3.${i}`;
        return {
          mobileNo: `94207200${String(i).padStart(2, "0")}`,
          countryDialingCode: "95",
          altcha: await solveProofOfWork(t, ip),
          ip,
        };
      }),
    );
    const answers = await Promise.all(
      bodies.map(({ ip, ...body }) => callApi(t, "smsCodeRegister", body, { ip })),
    );
    const outcomes = answers.map((answer) => codeOf(answer) ?? "sent");
    expect(outcomes.filter((o) => o === "sent")).toHaveLength(10);
    expect(outcomes.filter((o) => o === "SMS_QUOTA")).toHaveLength(40);
  });
});

describe("where codes may go", () => {
  it("refuses premium and non-geographic ranges (+882, +883, +881)", async () => {
    await smsPolicy({});
    for (const [dialing, mobile] of [
      ["882", "16123456"],
      ["883", "510012345"],
      ["881", "612345678"],
    ] as const) {
      const answer = await askRegisterCode(dialing, mobile, "10.51.4.1");
      expect(answer.status).toBe(400);
      expect(failureOf(answer).code).toBe("SMS_DESTINATION_REFUSED");
      advance(1_100);
    }
  });

  it("sends only to the merchant's countries (its home country by default)", async () => {
    await smsPolicy({});
    const abroad = await askRegisterCode("66", "812345678", "10.51.5.1");
    expect(failureOf(abroad).code).toBe("SMS_DESTINATION_REFUSED");
    await smsPolicy({ countries: ["MM", "TH"] });
    const allowed = await askRegisterCode("66", "812345678", "10.51.5.2");
    expect(allowed.body.success).toBe(true);
    expect(await outboxTo("+66812345678")).toBe(1);
  });
});

describe("a registered number", () => {
  it("gets the same answer as a free one on the code call, and no SMS", async () => {
    await smsPolicy({});
    const before = await outboxTo("+959420123456");
    const taken = await askRegisterCode("95", "9420123456", "10.51.6.1");
    const free = await askRegisterCode("95", "9420730001", "10.51.6.2");
    expect({ status: taken.status, body: taken.body }).toEqual({ status: free.status, body: free.body });
    expect(await outboxTo("+959420123456")).toBe(before);

    advance(1_100);
    const takenAgain = await askRegisterCode("95", "9420123456", "10.51.6.3");
    const freeAgain = await askRegisterCode("95", "9420730001", "10.51.6.4");
    expect(takenAgain.body).toEqual(freeAgain.body);
    expect(failureOf(takenAgain).code).toBe("SMS_COOLDOWN");
  });

  it("is told only by the registration result", async () => {
    const result = await callApi(
      t,
      "registerMobile",
      {
        mobileNum: "9420123456",
        countryDialingCode: "95",
        verificationCode: "123456",
        password: "Plum7391Orchid",
        confirmPassword: "Plum7391Orchid",
        agree: true,
        altcha: await solveProofOfWork(t, "10.51.7.1"),
      },
      { ip: "10.51.7.1" },
    );
    expect(result.body, JSON.stringify(result.body)).toMatchObject({ code: "MOBILE_TAKEN" });
  });
});
