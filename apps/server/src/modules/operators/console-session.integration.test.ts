import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorAudit } from "../../db/schema/backoffice.ts";
import { loginAs } from "../../test/account-calls.ts";
import { callApi, failureOf, okValue } from "../../test/api-client.ts";
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
    const step = await callApi(t, "boLogin", { username: "owner", password: "Owner12345" });
    expect(okValue(step).enrolment).toBeNull();
    const pending = okValue(step).pendingToken;
    const early = await callApi(t, "boMe", undefined, { token: pending });
    expect(failureOf(early).code).toBe("NOT_LOGGED_IN");
    const wrong = await callApi(t, "boTotp", { code: "000000" }, { token: pending });
    expect(failureOf(wrong).code).toBe("SECOND_FACTOR_INVALID");
    const me = await callApi(t, "boMe", undefined, { token: ownerToken });
    expect(okValue(me)).toMatchObject({ username: "owner", role: "owner", merchantCode: "demo" });
    expect(okValue(me).permissions).toContain("settings.write");
  });

  it("refuses a wrong password without saying which part was wrong", async () => {
    const bad = await callApi(t, "boLogin", { username: "owner", password: "nope" });
    expect(failureOf(bad).code).toBe("INVALID_CREDENTIALS");
    expect((await latestAudit())?.outcome).toBe("refused");
  });
});

describe("console changes reach the site and the audit log", () => {
  it("finds a member and locks them out with a clear message", async () => {
    const found = await callApi(t, "boMembers", { q: "demo01" }, { token: ownerToken });
    const row = okValue(found).rows.find((r: { username: string }) => r.username === "demo01");
    expect(row).toBeTruthy();
    const before = await loginAs(t, "demo01", "Demo1234", "10.90.0.3");
    const lock = await callApi(
      t,
      "boSetMemberStatus",
      { memberId: row?.id ?? 0, status: "locked", note: "chargeback" },
      { token: ownerToken },
    );
    expect(okValue(lock).status).toBe("locked");
    const refused = await loginAs(t, "demo01", "Demo1234", "10.90.0.3");
    expect(refused.body).toMatchObject({ code: "ACCOUNT_LOCKED", message: "err_account_locked" });
    const oldSession = await callApi(t, "memberInfo", undefined, { token: okValue(before).token });
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
      const bad = await callApi(
        t,
        "boLogin",
        { username: login.username, password: "Wrong24680" },
        { ip: "10.92.0.1" },
      );
      codes.push(bad.body.success ? undefined : bad.body.code);
    }
    expect(codes).toEqual([...Array(5).fill("INVALID_CREDENTIALS"), "LOGIN_BLOCKED", "LOGIN_BLOCKED"]);
    const right = await callApi(
      t,
      "boLogin",
      { username: login.username, password: login.password },
      { ip: "10.92.0.1" },
    );
    expect([right.status, failureOf(right).code]).toEqual([429, "LOGIN_BLOCKED"]);
    const elsewhere = await callApi(
      t,
      "boLogin",
      { username: login.username, password: login.password },
      { ip: "10.92.0.2" },
    );
    expect(elsewhere.body.success).toBe(true);
  });

  it("ends the session at logout", async () => {
    const login = await addOperator(t, { username: "leaving-op", role: "content", merchantId: null });
    const token = await operatorLogin(t, login, "10.92.1.1");
    expect(okValue(await callApi(t, "boMe", undefined, { token })).username).toBe("leaving-op");
    expect((await callApi(t, "boLogout", undefined, { token })).body.success).toBe(true);
    expect(failureOf(await callApi(t, "boMe", undefined, { token })).code).toBe("NOT_LOGGED_IN");
    expect(await latestAudit()).toMatchObject({ action: "session.logout", outcome: "ok" });
  });
});

describe("the code step", () => {
  it("refuses a code used twice", async () => {
    const login = await addOperator(t, { username: "support1", role: "support", merchantId: null });
    await operatorLogin(t, login);
    const step = await callApi(t, "boLogin", { username: "support1", password: login.password });
    const again = await callApi(
      t,
      "boTotp",
      { code: totpCode(login.secret, t.ctx.now().getTime()) },
      { token: okValue(step).pendingToken },
    );
    expect(failureOf(again).code).toBe("SECOND_FACTOR_INVALID");
  });
});
