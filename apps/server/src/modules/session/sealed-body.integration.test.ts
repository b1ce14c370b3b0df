import { importPublicKey, sealBody } from "@orchid/contract/hybrid-encryption";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, loginAs, seal } from "../../test/account-calls.ts";
import { callApi, okValue } from "../../test/api-client.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";

// Encrypted payloads (RSA-OAEP-256 + AES-256-GCM): tampering, unknown and retired keys, stale
// bodies, key rotation without breaking pages or sessions, and the plaintext switch.

let clock = Date.now();
let t: TTestApp;
let plain: TTestApp;
beforeAll(async () => {
  [t, plain] = await Promise.all([
    startTestApp({}, () => new Date(clock)),
    startTestApp({ ALLOW_PLAINTEXT_AUTH: "1" }),
  ]);
});
afterAll(async () => Promise.all([t?.close(), plain?.close()]));

const IP = "10.16.0.1";
const CREDENTIALS = { username: "agent41", password: "Agent1234" };
// Bodies sealed by hand (tampered, stale, old keys) or plain go raw; a normal login goes through loginAs.
const login = (body: unknown, app = t) => call(app, "POST", "/wps/session/login", { ip: IP, body });
const sealedLogin = (app = t) => loginAs(app, CREDENTIALS.username, CREDENTIALS.password, IP);
const sealWith = async (key: { kid: string; spki: string }, body: unknown, at = clock) =>
  sealBody(body, await importPublicKey(key.spki), key.kid, at);

describe("sealed bodies", () => {
  it("opens a sealed login and refuses a tampered one", async () => {
    expect((await sealedLogin()).body.success).toBe(true);
    const sealed = await seal(t, CREDENTIALS);
    const flipped = sealed.data.startsWith("A") ? `B${sealed.data.slice(1)}` : `A${sealed.data.slice(1)}`;
    const tampered = await login({ ...sealed, data: flipped });
    expect([tampered.status, tampered.body.code]).toEqual([400, "MALFORMED_REQUEST"]);
    const otherKid = await login({ ...sealed, kid: "knotakey" });
    expect([otherKid.status, otherKid.body.code]).toEqual([400, "ENCRYPTION_KEY_UNKNOWN"]);
  });

  it("refuses a body sealed more than 10 minutes ago", async () => {
    const key = t.ctx.keys.current();
    const stale = await login(await sealWith(key, CREDENTIALS, clock - 11 * 60_000));
    expect(stale.body.code).toBe("ENCRYPTION_KEY_UNKNOWN");
    const recent = await login(await sealWith(key, CREDENTIALS, clock - 9 * 60_000));
    expect(recent.body.success).toBe(true);
  });

  it("keeps the previous key working after rotation, and sessions too, until the grace period ends", async () => {
    const oldKey = t.ctx.keys.current();
    const token = okValue(await sealedLogin()).token;
    await t.ctx.keys.rotateIfDue(true);
    const newKey = t.ctx.keys.current();
    expect(newKey.kid).not.toBe(oldKey.kid);
    const served = await callApi(t, "publicKey");
    expect(okValue(served).kid).toBe(newKey.kid);

    expect((await login(await sealWith(oldKey, CREDENTIALS))).body.success).toBe(true);
    expect(okValue(await callApi(t, "memberInfo", undefined, { token })).account).toBe("agent41");

    clock += 47 * 3_600_000;
    expect((await login(await sealWith(oldKey, CREDENTIALS))).body.success).toBe(true);
    clock += 3_600_000 + 60_000;
    const retired = await login(await sealWith(oldKey, CREDENTIALS));
    expect(retired.body.code).toBe("ENCRYPTION_KEY_UNKNOWN");
    expect((await login(await sealWith(newKey, CREDENTIALS))).body.success).toBe(true);
  });
});

describe("plain JSON on encrypted calls", () => {
  const calls: [string, string][] = [
    ["POST", "/wps/session/login"],
    ["PUT", "/wps/member/register"],
    ["PUT", "/wps/member/register/mobile"],
    ["POST", "/wps/member/password/verification"],
    ["POST", "/wps/member/password/reset"],
  ];

  it("is refused without ALLOW_PLAINTEXT_AUTH", async () => {
    for (const [method, url] of calls) {
      const answer = await call(t, method, url, { ip: "10.16.1.1", body: { username: "agent41" } });
      expect([url, answer.status, answer.body.code]).toEqual([url, 400, "ENCRYPTION_REQUIRED"]);
    }
    const token = okValue(await sealedLogin()).token;
    const change = await call(t, "POST", "/wps/member/password", {
      token,
      ip: IP,
      body: { oldPassword: "Agent1234", newPassword: "Agent5678", confirmNewPassword: "Agent5678" },
    });
    expect(change.body.code).toBe("ENCRYPTION_REQUIRED");
  });

  it("is accepted with ALLOW_PLAINTEXT_AUTH=1 (outside production), as are sealed bodies", async () => {
    expect((await login(CREDENTIALS, plain)).body.success).toBe(true);
    expect((await sealedLogin(plain)).body.success).toBe(true);
  });
});
