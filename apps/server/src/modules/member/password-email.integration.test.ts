import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../test/account-calls.ts";
import { callApi, failureOf, okValue } from "../../test/api-client.ts";
import { startSmsGateway, startSmtpServer } from "../../test/message-servers.ts";
import { solveProofOfWork } from "../../test/proof-of-work-calls.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";

// Messages through real transports: a reset link over SMTP to an in-process SMTP server, and SMS
// codes through the HTTP provider to a local gateway that checks the token and the signature.

let clock = Date.now();
let t: TTestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
let g: TTestApp;
beforeAll(async () => {
  [smtp, gateway] = await Promise.all([startSmtpServer(), startSmsGateway("gateway-secret-1")]);
  [t, g] = await Promise.all([
    startTestApp({ SMTP_URL: smtp.url }, () => new Date(clock)),
    startTestApp({ SMS_PROVIDER: "http", SMS_HTTP_URL: gateway.url, SMS_HTTP_TOKEN: "gateway-secret-1" }),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), g?.close()]);
  await Promise.all([smtp?.close(), gateway?.close()]);
});

const forgot = (username: string, email: string, ip: string, host = "localhost:8080") =>
  callApi(t, "forgotPasswordEmail", { username, email }, { ip, headers: { host } });
const resetWith = (token: string, newPassword: string) =>
  callApi(
    t,
    "resetPasswordByLink",
    { token, newPassword, confirmNewPassword: newPassword },
    { ip: "10.13.1.9" },
  );
/** Everything before `/reset-password` in the mailed link: what the member's browser would open. */
const linkOrigin = (text = "") => text.match(/(\S*)\/reset-password\?token=/)?.[1];
const linkToken = (text: string) => text.match(/\/reset-password\?token=([A-Za-z0-9_-]{43})/)?.[1] ?? "";

describe("forgot password by email", () => {
  it("answers the same whether or not the account and email match, and mails only a match", async () => {
    const answers = [
      await forgot("nobody999", "nobody@example.com", "10.13.1.1"),
      await forgot("demo01", "someone.else@example.com", "10.13.1.2"),
      await forgot("demo01", "DEMO01@orchid.localhost", "10.13.1.3"),
    ];
    for (const answer of answers) {
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 200,
        body: { success: true, message: "success", value: null },
      });
    }
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail?.to).toEqual(["demo01@orchid.localhost"]);
    expect(mail?.text).toContain("http://localhost:8080/reset-password?token=");

    const token = linkToken(mail?.text ?? "");
    const reset = await resetWith(token, "Mailed2024");
    expect(okValue(reset)).toMatchObject({ username: "demo01", passwordExpired: false });
    const info = await callApi(t, "memberInfo", undefined, { token: okValue(reset).token });
    expect(okValue(info).account).toBe("demo01");
    expect((await loginAs(t, "demo01", "Mailed2024", "10.13.1.9")).body.success).toBe(true);
    expect(failureOf(await resetWith(token, "Mailed2025")).code).toBe("RESET_LINK_INVALID");
  });

  it("lets a link work for 30 minutes only", async () => {
    clock += 61_000;
    smtp.mails.length = 0;
    await forgot("demo01", "demo01@orchid.localhost", "10.13.2.1");
    const token = linkToken(smtp.mails[0]?.text ?? "");
    expect(token).not.toBe("");
    clock += 30 * 60_000;
    expect(failureOf(await resetWith(token, "Late2024x")).code).toBe("RESET_LINK_INVALID");
  });

  it("points the link at the merchant's own domain even when the Host header is forged", async () => {
    clock += 61_000;
    smtp.mails.length = 0;
    await forgot("demo01", "demo01@orchid.localhost", "10.13.3.1", "evil.example");
    expect(linkOrigin(smtp.mails[0]?.text)).toBe("http://localhost:8080");
    expect(smtp.mails[0]?.text).not.toContain("evil.example");
  });

  it.each([
    "localhost:6666",
    "localhost#@evil.example",
    "localhost:8080#@evil.example",
    "localhost:8080@evil.example",
    "localhost/@evil.example",
    "localhost?@evil.example",
    "localhost:@evil.example",
  ])("takes neither the port nor the rest of a hostile Host header %j", async (host) => {
    clock += 61_000;
    smtp.mails.length = 0;
    await forgot("demo01", "demo01@orchid.localhost", "10.13.3.2", host);
    expect(smtp.mails).toHaveLength(1);
    expect(linkOrigin(smtp.mails[0]?.text)).toBe("http://localhost:8080");
    expect(smtp.mails[0]?.text).not.toContain("6666");
    expect(smtp.mails[0]?.text).not.toContain("evil");
  });

  it("builds the link from PUBLIC_URL when it is set, whatever the Host header says", async () => {
    const mailed = await startSmtpServer();
    let at = Date.now();
    const p = await startTestApp(
      { SMTP_URL: mailed.url, PUBLIC_URL: "https://localhost:9443" },
      () => new Date(at),
    );
    try {
      for (const [i, host] of ["localhost:6666", "localhost#@evil.example", "127.0.0.1:8080"].entries()) {
        at += 61_000;
        mailed.mails.length = 0;
        await callApi(
          p,
          "forgotPasswordEmail",
          { username: "demo01", email: "demo01@orchid.localhost" },
          { ip: `10.13.6.${i + 1}`, headers: { host } },
        );
        expect(mailed.mails).toHaveLength(1);
        expect(linkOrigin(mailed.mails[0]?.text)).toBe("https://localhost:9443");
      }
    } finally {
      await p.close();
      await mailed.close();
    }
  });
});

describe("SMS through the HTTP provider", () => {
  const askCode = async (mobileNum: string, ip: string) =>
    callApi(
      g,
      "smsCodeNoLogin",
      { mobileNum, countryDialingCode: "95", altcha: await solveProofOfWork(g, ip) },
      { ip },
    );
  const smsLogin = (mobileNum: string, code: string, ip: string) =>
    loginAs(g, mobileNum, code, ip, { type: "sms", countryDialingCode: "95" });
  const codeIn = (text = "") => text.match(/\b\d{6}\b/)?.[0] ?? "";

  it("delivers a signed request to the gateway, and the code logs the member in", async () => {
    const sent = await askCode("9420123456", "10.13.4.1");
    expect(sent.body.success).toBe(true);
    expect(gateway.state.refused).toBe(0);
    const message = gateway.state.messages.at(-1);
    expect(message?.to).toBe("+959420123456");
    const login = await smsLogin("9420123456", codeIn(message?.text), "10.13.4.1");
    expect(okValue(login)).toMatchObject({ username: "demo01" });
  });

  it("answers MESSAGE_UNAVAILABLE when the gateway fails, and the unsent code does not work", async () => {
    gateway.state.failing = true;
    const sent = await askCode("9420123457", "10.13.5.1");
    gateway.state.failing = false;
    expect([sent.status, failureOf(sent).code]).toEqual([503, "MESSAGE_UNAVAILABLE"]);
    const attempted = gateway.state.messages.at(-1);
    expect(attempted?.to).toBe("+959420123457");
    const login = await smsLogin("9420123457", codeIn(attempted?.text), "10.13.5.1");
    expect(login.body.success).toBe(false);
    expect(failureOf(login).code).toBe("CODE_EXPIRED");
  });
});
