import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captchas } from "../../db/schema/accounts.ts";
import { codeOf, loginAs, solveCaptcha } from "../../test/account-calls.ts";
import { callApi, failureOf, okValue } from "../../test/api-client.ts";
import { isTranslationKey, setRegisterRule } from "../../test/merchant-fixtures.ts";
import { solveProofOfWork } from "../../test/proof-of-work-calls.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";
import { purgeSpentAuthRows } from "./auth-housekeeping.ts";

// Proof of work (ALTCHA) as the captcha-check field of SMS sends, registration and risky logins:
// refused without a valid solution, accepted with one, and accepted only once — even when the
// same solution arrives in a parallel burst.

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
  // Tests cannot read the captcha image; the number is optional so a username form needs no SMS code.
  await setRegisterRule(t, "captcha", { enabled: false });
  await setRegisterRule(t, "mobileNum", { required: false });
});
afterAll(async () => t?.close());

const askRegisterCode = (mobileNo: string, ip: string, altcha?: string) =>
  callApi(t, "smsCodeRegister", { mobileNo, countryDialingCode: "95", altcha }, { ip });
const askLoginCode = (mobileNum: string, ip: string, altcha?: string) =>
  callApi(t, "smsCodeNoLogin", { mobileNum, countryDialingCode: "95", altcha }, { ip });
const register = (username: string, ip: string, altcha?: string) =>
  callApi(
    t,
    "register",
    {
      username,
      password: "Plum7391Orchid",
      confirmPassword: "Plum7391Orchid",
      agree: true,
      registerMethod: "WEB",
      altcha,
    },
    { ip },
  );

/** A solution whose derived key was changed: the signature holds, the work does not. */
function tampered(altcha: string): string {
  const payload = JSON.parse(Buffer.from(altcha, "base64").toString("utf8"));
  payload.solution.derivedKey = payload.solution.derivedKey.replace(/^./, (c: string) =>
    c === "0" ? "1" : "0",
  );
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

describe("proof of work on SMS sends", () => {
  it("hands out signed challenges with an expiry, never cached", async () => {
    const issued = await callApi(t, "proofOfWork", undefined, { ip: "10.41.0.1" });
    expect(issued.status).toBe(200);
    const challenge = okValue(issued);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256" });
    // The contract types the challenge's parameters loosely; the expiry is in seconds.
    expect((challenge.parameters.expiresAt as number) * 1000).toBeGreaterThan(Date.now());
  });

  it("refuses a registration code without a solution, a garbled one and a tampered one", async () => {
    const missing = await askRegisterCode("9420600001", "10.41.1.1");
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ code: "POW_REQUIRED", value: { pow: true } });
    expect(isTranslationKey(missing.body.message)).toBe(true);

    const garbled = await askRegisterCode("9420600001", "10.41.1.2", "bm90IGEgcGF5bG9hZA==");
    expect(failureOf(garbled).code).toBe("POW_INVALID");

    const forged = await askRegisterCode(
      "9420600001",
      "10.41.1.3",
      tampered(await solveProofOfWork(t, "10.41.1.3")),
    );
    expect(failureOf(forged).code).toBe("POW_INVALID");

    const solved = await askRegisterCode("9420600001", "10.41.1.4", await solveProofOfWork(t, "10.41.1.4"));
    expect(solved.body).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
  });

  it("refuses a login code without a solution and accepts one with it", async () => {
    const missing = await askLoginCode("9420123456", "10.41.2.1");
    expect(failureOf(missing).code).toBe("POW_REQUIRED");
    const solved = await askLoginCode("9420123456", "10.41.2.2", await solveProofOfWork(t, "10.41.2.2"));
    expect(solved.body.success).toBe(true);
  });

  it("accepts a solution once: a replay is refused as spent", async () => {
    const altcha = await solveProofOfWork(t, "10.41.3.1");
    expect((await askRegisterCode("9420600002", "10.41.3.1", altcha)).body.success).toBe(true);
    const replay = await askRegisterCode("9420600003", "10.41.3.2", altcha);
    expect(replay.status).toBe(400);
    expect(failureOf(replay).code).toBe("POW_SPENT");
  });

  it("accepts one of 50 parallel uses of the same solution", async () => {
    const altcha = await solveProofOfWork(t, "10.41.4.1");
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        askRegisterCode(`94206010${String(i).padStart(2, "0")}`, `10.41.5.${i}`, altcha),
      ),
    );
    const outcomes = answers.map((answer) => codeOf(answer) ?? "sent");
    expect(outcomes.filter((o) => o === "sent")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "POW_SPENT")).toHaveLength(49);
  });
});

describe("spent solutions", () => {
  it("are kept until their challenge expires, then removed by the hourly upkeep", async () => {
    const spent = () => t.ctx.database.db.select().from(captchas).where(like(captchas.id, "pow.%"));
    const before = (await spent()).length;
    await askRegisterCode("9420600090", "10.41.9.1", await solveProofOfWork(t, "10.41.9.1"));
    expect(await spent()).toHaveLength(before + 1);
    await purgeSpentAuthRows(t.ctx.database.db, new Date(Date.now() + 60_000));
    expect((await spent()).length).toBeGreaterThan(0);
    await purgeSpentAuthRows(t.ctx.database.db, new Date(Date.now() + 11 * 60_000));
    expect(await spent()).toHaveLength(0);
  });
});

describe("proof of work on registration", () => {
  it("refuses a registration without a solution, accepts it with one, refuses a replay", async () => {
    const missing = await register("powreg01", "10.41.6.1");
    expect(failureOf(missing).code).toBe("POW_REQUIRED");

    const altcha = await solveProofOfWork(t, "10.41.6.1");
    const first = await register("powreg01", "10.41.6.1", altcha);
    expect(first.body.success).toBe(true);
    const replay = await register("powreg02", "10.41.6.2", altcha);
    expect(failureOf(replay).code).toBe("POW_SPENT");
  });
});

describe("proof of work on a login that needs a captcha", () => {
  it("asks for it with the captcha once the risk rules do, and not before", async () => {
    const ip = "10.41.7.1";
    for (let i = 0; i < 3; i += 1) await loginAs(t, "agent41", "wrong-pass1", ip);
    const { captchaId, captcha } = await solveCaptcha(t, ip);
    const captchaOnly = await loginAs(t, "agent41", "Agent1234", ip, { captchaId, captcha });
    expect(captchaOnly.body).toMatchObject({ code: "POW_REQUIRED", value: { captcha: true } });

    const altcha = await solveProofOfWork(t, ip);
    const both = await loginAs(t, "agent41", "Agent1234", ip, { ...(await solveCaptcha(t, ip)), altcha });
    expect(both.body.success).toBe(true);

    const replay = await loginAs(t, "agent41", "wrong-pass1", ip, { ...(await solveCaptcha(t, ip)), altcha });
    expect(failureOf(replay).code).toBe("POW_SPENT");

    // A login the rules trust needs neither.
    expect((await loginAs(t, "demo01", "Demo1234", "10.41.8.1")).body.success).toBe(true);
  });
});
