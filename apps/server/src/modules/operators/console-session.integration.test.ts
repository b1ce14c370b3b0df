import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorAudit } from "../../db/schema/backoffice.ts";
import { call, loginAs } from "../../test/account-calls.ts";
import { addOperator, operatorLogin, startConsoleTest } from "../../test/operator-fixtures.ts";
import type { TTestApp } from "../../test/test-app.ts";
import { totpCode } from "../session/totp.ts";

let t: TTestApp;
let ownerToken: string;
beforeAll(async () => {
  ({ t, ownerToken } = await startConsoleTest());
});
afterAll(async () => t?.close());

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

describe("console changes reach the site and the audit log", () => {
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

describe("the console session", () => {
  it("backs off after five refusals from one address, even with the right password, there only", async () => {
    const login = await addOperator(t, { username: "locked-op", role: "support", merchantId: null });
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 7; i += 1) {
      const bad = await call(t, "POST", "/bo/session/login", {
        body: { username: login.username, password: "Wrong24680" },
        seal: true,
        ip: "10.92.0.1",
      });
      codes.push(bad.body.code);
    }
    expect(codes).toEqual([...Array(5).fill("INVALID_CREDENTIALS"), "LOGIN_BLOCKED", "LOGIN_BLOCKED"]);
    const right = await call(t, "POST", "/bo/session/login", {
      body: { username: login.username, password: login.password },
      seal: true,
      ip: "10.92.0.1",
    });
    expect([right.status, right.body.code]).toEqual([429, "LOGIN_BLOCKED"]);
    const elsewhere = await call(t, "POST", "/bo/session/login", {
      body: { username: login.username, password: login.password },
      seal: true,
      ip: "10.92.0.2",
    });
    expect(elsewhere.body.success).toBe(true);
  });

  it("ends the session at logout", async () => {
    const login = await addOperator(t, { username: "leaving-op", role: "content", merchantId: null });
    const token = await operatorLogin(t, login, "10.92.1.1");
    expect((await call(t, "GET", "/bo/me", { token })).body.value.username).toBe("leaving-op");
    expect((await call(t, "DELETE", "/bo/session", { token })).body.success).toBe(true);
    expect((await call(t, "GET", "/bo/me", { token })).body.code).toBe("NOT_LOGGED_IN");
    expect(await latestAudit()).toMatchObject({ action: "session.logout", outcome: "ok" });
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
