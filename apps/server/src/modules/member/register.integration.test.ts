import type { TInputOf } from "@orchid/contract/endpoint-io";
import { checkRegistration } from "@orchid/contract/register-validation";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/database.ts";
import { members } from "../../db/schema/accounts.ts";
import { latestCode } from "../../test/account-calls.ts";
import { callApi, failureOf, okValue } from "../../test/api-client.ts";
import {
  countMembers,
  memberRow,
  setDemoToggle,
  setRegisterRule,
  updateDemoMerchant,
} from "../../test/merchant-fixtures.ts";
import { solveProofOfWork } from "../../test/proof-of-work-calls.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
  // Tests cannot read the captcha image; the number is optional so a username form needs no SMS code.
  await setRegisterRule(t, "captcha", { enabled: false });
  await setRegisterRule(t, "mobileNum", { required: false });
});
afterAll(async () => t?.close());

const form = (username: string, extra: Partial<TInputOf<"register">> = {}): TInputOf<"register"> => ({
  username,
  password: "Orchid2024",
  confirmPassword: "Orchid2024",
  agree: true,
  ...extra,
});
/** A registration as the site sends it, with a freshly solved proof of work. */
const register = async (body: TInputOf<"register">, ip: string, headers?: Record<string, string>) =>
  callApi(t, "register", { altcha: await solveProofOfWork(t, ip), ...body }, { ip, headers });
const askRegisterCode = async (mobileNo: string, ip: string) =>
  callApi(
    t,
    "smsCodeRegister",
    { mobileNo, countryDialingCode: "95", altcha: await solveProofOfWork(t, ip) },
    { ip },
  );
const registerMobile = async (body: TInputOf<"registerMobile">, ip: string) =>
  callApi(t, "registerMobile", { altcha: await solveProofOfWork(t, ip), ...body }, { ip });

describe("registration by username", () => {
  it("logs the new member in and records where and how they registered", async () => {
    const result = await register(
      form("newbie01", { registerUrl: "http://localhost:8080/?register=1", registerMethod: "H5" }),
      "10.11.1.1",
    );
    expect(result.status).toBe(200);
    expect(okValue(result)).toMatchObject({ username: "newbie01", passwordExpired: false });
    const info = await callApi(t, "memberInfo", undefined, { token: okValue(result)?.token });
    expect(okValue(info)).toMatchObject({ account: "newbie01", type: 0 });
    const row = await memberRow(t, "newbie01");
    expect(row).toMatchObject({
      registerUrl: "http://localhost:8080/?register=1",
      registerMethod: "H5",
      registerDomain: "localhost",
      registerIp: "10.11.1.1",
      uplineId: null,
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("keeps the device id the site sent (one welcome bonus per device) and tells the bonus engine", async () => {
    const device = "device-0123456789abcdef";
    const result = await register(form("devicer01"), "10.11.1.7", { "X-Device-Id": device });
    expect(result.status).toBe(200);
    const row = await memberRow(t, "devicer01");
    expect(row?.registerDevice).toBe(device);
    const events = rowsOf(
      await t.ctx.database.db.execute(
        sql`select kind from activity_events where member_id = ${row?.id ?? 0} order by id`,
      ),
    );
    // The registration, then the login it ends with.
    expect(events).toEqual([{ kind: "register" }, { kind: "login" }]);
    // A malformed id is ignored, never stored.
    okValue(await register(form("devicer02"), "10.11.1.8", { "X-Device-Id": "not a device id" }));
    expect((await memberRow(t, "devicer02"))?.registerDevice).toBeNull();
  });

  it("refuses a taken username whatever its case, and stores no second row", async () => {
    await register(form("Twin0001"), "10.11.2.1");
    const before = await countMembers(t);
    const again = await register(form("TWIN0001"), "10.11.2.1");
    expect(again.status).toBe(409);
    expect(failureOf(again).code).toBe("USERNAME_TAKEN");
    expect(await countMembers(t)).toBe(before);
  });

  it("names every broken rule with its message key and bounds, as the form does", async () => {
    const rules = okValue(await callApi(t, "registerSettings"));
    const cases: TInputOf<"register">[] = [
      { username: "1abc", password: "short", confirmPassword: "short", agree: true },
      { username: "waytoolongusername1", password: "lettersonly", confirmPassword: "other1", agree: true },
      {
        username: "valid0001",
        password: "Orchid2024",
        confirmPassword: "Orchid2024",
        email: "no-at",
        agree: true,
      },
      { username: "valid0002", agree: true },
    ];
    const before = await countMembers(t);
    for (const input of cases) {
      const result = await register(input, "10.11.3.1");
      const options = { kind: "username" as const, needsSmsCode: true, mobileHasPassword: true };
      const expected = checkRegistration(rules, input, options);
      expect(expected.length).toBeGreaterThan(0);
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ code: "INVALID_INPUT", value: { fields: expected } });
    }
    const first = await register(cases[0] ?? ({} as TInputOf<"register">), "10.11.3.1");
    expect(failureOf(first).value?.fields).toEqual(
      expect.arrayContaining([
        { field: "username", key: "reg_pattern_1", min: 6, max: 16 },
        { field: "password", key: "reg_pattern_5", min: 6, max: 20 },
      ]),
    );
    expect(await countMembers(t)).toBe(before);
  });

  it("refuses the merchant's default weak password", async () => {
    const result = await register(
      form("weakling1", { password: "Welcome123", confirmPassword: "Welcome123" }),
      "10.11.4.1",
    );
    expect(failureOf(result).code).toBe("PASSWORD_TOO_WEAK");
    expect(await memberRow(t, "weakling1")).toBeUndefined();
  });
});

describe("agents and referrals", () => {
  const agent01 = () => memberRow(t, "agent01");
  const isUnder = async (username: string, agentPath: string) => {
    const [row] = await t.ctx.database.db
      .select({ under: sql<boolean>`${members.agentPath} <@ ${agentPath}::ltree` })
      .from(members)
      .where(eq(members.username, username));
    return row?.under;
  };

  it("answers whether an invitation code is valid", async () => {
    const valid = await callApi(t, "affiliateCheck", { code: "agdemo" });
    expect(okValue(valid)).toMatchObject({ valid: true, code: "AGDEMO" });
    const invalid = await callApi(t, "affiliateCheck", { code: "NOPE1234" });
    expect(okValue(invalid)).toEqual({ valid: false, code: null, agentName: null });
    const byDomain = await callApi(t, "affiliateCheck", { domain: "agent.localhost" });
    expect(okValue(byDomain)).toMatchObject({ valid: true, code: "AGDEMO" });
  });

  it("places a member under agent01 by the code typed and by the agent domain", async () => {
    const agent = await agent01();
    await register(form("bycode01", { affiliateCode: "AGDEMO" }), "10.11.5.1");
    await register(form("bydomain1"), "10.11.5.2", { host: "agent.localhost:8080" });
    for (const username of ["bycode01", "bydomain1"]) {
      expect((await memberRow(t, username))?.uplineId).toBe(agent?.id);
      expect(await isUnder(username, agent?.agentPath ?? "")).toBe(true);
    }
    expect((await memberRow(t, "bydomain1"))?.registerDomain).toBe("agent.localhost");
    expect(await isUnder("newbie01", agent?.agentPath ?? "")).toBe(false);
  });

  it("refuses an unknown invitation code and creates nothing", async () => {
    const result = await register(form("badcode01", { affiliateCode: "NOPE1234" }), "10.11.6.1");
    expect(failureOf(result).code).toBe("AFFILIATE_INVALID");
    expect(await memberRow(t, "badcode01")).toBeUndefined();
  });

  it("records who referred the member", async () => {
    const demo = await memberRow(t, "demo01");
    await register(form("referred1", { referralCode: demo?.referralCode }), "10.11.7.1");
    expect((await memberRow(t, "referred1"))?.referredById).toBe(demo?.id);
  });
});

describe("registration by mobile number", () => {
  const mobileForm = (mobileNum: string, verificationCode: string): TInputOf<"registerMobile"> => ({
    mobileNum,
    countryDialingCode: "95",
    verificationCode,
    password: "Orchid2024",
    confirmPassword: "Orchid2024",
    agree: true,
  });

  it("proves the number by SMS code and makes the number the username", async () => {
    const ip = "10.11.8.1";
    const sent = await askRegisterCode("9420222222", ip);
    expect(okValue(sent)).toMatchObject({ expiredMinutes: 5 });
    const code = await latestCode(t, "+959420222222");
    const result = await registerMobile(mobileForm("9420222222", code), ip);
    expect(okValue(result)).toMatchObject({ username: "9420222222" });
    expect(await memberRow(t, "9420222222")).toMatchObject({
      mobileE164: "+959420222222",
      registerMethod: "WEB",
    });
    // The code call answers a taken number like any other (here: the number just had a code);
    // only the registration tells the truth.
    const taken = await askRegisterCode("9420222222", "10.11.8.2");
    expect(failureOf(taken).code).toBe("SMS_COOLDOWN");
    const again = await registerMobile(mobileForm("9420222222", "123456"), "10.11.8.2");
    expect(failureOf(again).code).toBe("MOBILE_TAKEN");
  });

  it("refuses a wrong code and creates no account", async () => {
    const ip = "10.11.9.1";
    await askRegisterCode("9420333333", ip);
    const code = await latestCode(t, "+959420333333");
    const wrong = code === "000000" ? "111111" : "000000";
    const before = await countMembers(t);
    const result = await registerMobile(mobileForm("9420333333", wrong), ip);
    expect(result.body).toMatchObject({ code: "CODE_INVALID", value: { attemptsLeft: 4 } });
    expect(await countMembers(t)).toBe(before);
  });
});

describe("what the merchant offers", () => {
  it("refuses a registration form the merchant switched off", async () => {
    await setDemoToggle(t, "USERNAMEREG3", false);
    const byName = await register(form("offline01"), "10.11.10.1");
    expect(failureOf(byName).code).toBe("OPERATION_NOT_ENABLED");
    await setDemoToggle(t, "USERNAMEREG3", true);
    await setDemoToggle(t, "MOBILENUMREG3", false);
    const byMobile = await registerMobile(
      { mobileNum: "9420444444", countryDialingCode: "95", password: "Orchid2024", agree: true },
      "10.11.10.1",
    );
    expect(failureOf(byMobile).code).toBe("OPERATION_NOT_ENABLED");
    await setDemoToggle(t, "MOBILENUMREG3", true);
    expect(await memberRow(t, "offline01")).toBeUndefined();
  });

  it("refuses registration while the site is in maintenance", async () => {
    await updateDemoMerchant(t, { systemStatus: 1 });
    const result = await register(form("maint0001"), "10.11.11.1");
    await updateDemoMerchant(t, { systemStatus: 0 });
    expect(failureOf(result).code).toBe("SYSTEM_MAINTENANCE");
    expect(await memberRow(t, "maint0001")).toBeUndefined();
  });
});
