import { ENDPOINTS } from "@orchid/contract/endpoints";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorAudit } from "../../db/schema/backoffice.ts";
import { call, loginAs } from "../../test/account-calls.ts";
import { addMerchant, addOperator, operatorLogin } from "../../test/operator-fixtures.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";
import { totpCode } from "../session/totp.ts";

let t: TTestApp;
let ownerToken: string;
beforeAll(async () => {
  t = await startTestApp();
  ownerToken = await operatorLogin(t, { username: "owner", password: "Owner12345" });
});
afterAll(async () => t?.close());

const boCalls = Object.entries(ENDPOINTS).filter(([, e]) => e.module === "backoffice" && e.token);
const latestAudit = async () => {
  const [row] = await t.ctx.database.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(1);
  return row;
};

describe("operator login", () => {
  it("enrols the authenticator at the first login and needs a code every time", async () => {
    const step = await call(t, "POST", "/bo/session/login", {
      body: { username: "owner", password: "Owner12345" },
      seal: true,
    });
    expect(step.body.value.enrolment).toBeNull();
    const pending = step.body.value.pendingToken;
    const early = await call(t, "GET", "/bo/me", { token: pending });
    expect(early.body.code).toBe("NOT_LOGGED_IN");
    const wrong = await call(t, "POST", "/bo/session/totp", { token: pending, body: { code: "000000" } });
    expect(wrong.body.code).toBe("SECOND_FACTOR_INVALID");
    const me = await call(t, "GET", "/bo/me", { token: ownerToken });
    expect(me.body.value).toMatchObject({ username: "owner", role: "owner", merchantCode: "demo" });
    expect(me.body.value.permissions).toContain("settings.write");
  });

  it("refuses a wrong password without saying which part was wrong", async () => {
    const bad = await call(t, "POST", "/bo/session/login", {
      body: { username: "owner", password: "nope" },
      seal: true,
    });
    expect(bad.body.code).toBe("INVALID_CREDENTIALS");
    expect((await latestAudit())?.outcome).toBe("refused");
  });
});

describe("every console call is guarded", () => {
  it("refuses a member's token on every /bo call", async () => {
    const member = await loginAs(t, "agent41", "Agent1234", "10.90.0.1");
    for (const [name, endpoint] of boCalls) {
      const answer = await call(t, endpoint.method, endpoint.path, {
        token: member.body.value.token,
        body: {},
      });
      expect(answer.body.code, name).toBe("NOT_LOGGED_IN");
    }
  });

  it("refuses an operator of another merchant, and audits it", async () => {
    const otherId = await addMerchant(t, "other");
    const stranger = await addOperator(t, { username: "other-owner", role: "owner", merchantId: otherId });
    const token = await operatorLogin(t, stranger);
    for (const [name, endpoint] of boCalls.filter(([n]) => !["boTotp", "boLogout", "boMe"].includes(n))) {
      const answer = await call(t, endpoint.method, endpoint.path, {
        token,
        body:
          endpoint.method === "GET"
            ? undefined
            : { systemStatus: 1, modId: "FREEPLAY3", enabled: false, memberId: 1, status: "locked" },
      });
      expect(answer.body.code, name).toBe("FORBIDDEN");
      const audit = await latestAudit();
      expect(audit, name).toMatchObject({ outcome: "refused", after: { reason: "other_merchant" } });
    }
  });

  it("refuses a role without the permission", async () => {
    const content = await addOperator(t, { username: "editor", role: "content", merchantId: null });
    const token = await operatorLogin(t, content);
    const status = await call(t, "PUT", "/bo/settings/status", { token, body: { systemStatus: 1 } });
    expect(status.body.code).toBe("FORBIDDEN");
    expect(await latestAudit()).toMatchObject({
      action: "settings.status",
      outcome: "refused",
      after: { reason: "role" },
    });
    const read = await call(t, "GET", "/bo/settings", { token });
    expect(read.body.success).toBe(true);
  });
});

describe("changes reach the site and the audit log", () => {
  it("switches the site to maintenance and back", async () => {
    const on = await call(t, "PUT", "/bo/settings/status", { token: ownerToken, body: { systemStatus: 1 } });
    expect(on.body.success).toBe(true);
    const status = await call(t, "GET", "/wps/system/status");
    expect(status.body.value.status).toBe(1);
    expect(await latestAudit()).toMatchObject({
      action: "settings.status",
      outcome: "ok",
      before: { systemStatus: 0 },
      after: { systemStatus: 1 },
    });
    await call(t, "PUT", "/bo/settings/status", { token: ownerToken, body: { systemStatus: 0 } });
    expect((await call(t, "GET", "/wps/system/status")).body.value.status).toBe(0);
  });

  it("refuses an invalid region range", async () => {
    const bad = await call(t, "PUT", "/bo/settings/status", {
      token: ownerToken,
      body: { systemStatus: 0, regionDeny: ["10.0.0.0/8", "not-a-range"] },
    });
    expect(bad.body.code).toBe("INVALID_INPUT");
  });

  it("switches a toggle the site reads", async () => {
    await call(t, "PUT", "/bo/settings/toggles", {
      token: ownerToken,
      body: { modId: "FREEPLAY3", enabled: false },
    });
    const freePlay = await call(t, "POST", "/wps/session/login/freeplay", { body: {}, ip: "10.90.0.2" });
    expect(freePlay.body.code).toBe("OPERATION_NOT_ENABLED");
    await call(t, "PUT", "/bo/settings/toggles", {
      token: ownerToken,
      body: { modId: "FREEPLAY3", enabled: true },
    });
  });

  it("finds a member and locks them out with a clear message", async () => {
    const found = await call(t, "GET", "/bo/members?q=demo01", { token: ownerToken });
    const row = found.body.value.rows.find((r: { username: string }) => r.username === "demo01");
    expect(row).toBeTruthy();
    const before = await loginAs(t, "demo01", "Demo1234", "10.90.0.3");
    const lock = await call(t, "PUT", "/bo/members/status", {
      token: ownerToken,
      body: { memberId: row.id, status: "locked", note: "chargeback" },
    });
    expect(lock.body.value.status).toBe("locked");
    const refused = await loginAs(t, "demo01", "Demo1234", "10.90.0.3");
    expect(refused.body).toMatchObject({ code: "ACCOUNT_LOCKED", message: "err_account_locked" });
    const oldSession = await call(t, "GET", "/wps/member/info", { token: before.body.value.token });
    expect(oldSession.body.success).toBe(false);
    const audit = await t.ctx.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, "members.status"));
    expect(audit.at(-1)).toMatchObject({
      before: { status: "active" },
      after: { status: "locked", note: "chargeback" },
    });
  });

  it("keeps the audit log append-only", async () => {
    await expect(t.ctx.database.db.delete(operatorAudit)).rejects.toThrow();
  });
});

describe("the code step", () => {
  it("refuses a code used twice", async () => {
    const login = await addOperator(t, { username: "support1", role: "support", merchantId: null });
    await operatorLogin(t, login);
    const step = await call(t, "POST", "/bo/session/login", {
      body: { username: "support1", password: login.password },
      seal: true,
    });
    const again = await call(t, "POST", "/bo/session/totp", {
      token: step.body.value.pendingToken,
      body: { code: totpCode(login.secret, t.ctx.now().getTime()) },
    });
    expect(again.body.code).toBe("SECOND_FACTOR_INVALID");
  });
});
