import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../../../db/schema/accounts.ts";
import { call, loginAs } from "../../../test/account-calls.ts";
import { setRegisterRule } from "../../../test/merchant-fixtures.ts";
import {
  addMember,
  addMerchant,
  auditedChange,
  auditSince,
  lastAuditId,
  loginNewOperator,
  startConsoleTest,
} from "../../../test/operator-fixtures.ts";
import type { TTestApp } from "../../../test/test-app.ts";

let t: TTestApp;
let ownerToken: string;
beforeAll(async () => {
  ({ t, ownerToken } = await startConsoleTest());
});
afterAll(async () => t?.close());

const detail = (memberId: number, token = ownerToken) =>
  call(t, "GET", `/bo/members/detail?memberId=${memberId}`, { token });
const move = (memberId: number, uplineUsername: string | null) =>
  call(t, "PUT", "/bo/members/upline", { token: ownerToken, body: { memberId, uplineUsername } });
const pathOf = async (id: number) =>
  (await t.ctx.database.db.select().from(members).where(eq(members.id, id)))[0]?.agentPath;

describe("a member's page", () => {
  it("shows the profile, the upline, the downline size, notes and the login history", async () => {
    const boss = await addMember(t, { username: "pageboss", type: 1 });
    const page = await addMember(t, { username: "pagemember", upline: "pageboss" });
    await addMember(t, { username: "pagechild", upline: "pageboss" });
    await loginAs(t, "pagemember", "Wrong9999", "10.91.0.1");
    await loginAs(t, "pagemember", "Tree1234", "10.91.0.1");

    const boss1 = await detail(boss.id);
    expect(boss1.body.value).toMatchObject({ username: "pageboss", upline: null, downlineCount: 2 });
    const shown = await detail(page.id);
    expect(shown.body.value).toMatchObject({
      id: page.id,
      username: "pagemember",
      upline: "pageboss",
      downlineCount: 0,
      agentPath: `m${boss.id}.m${page.id}`,
      labels: [],
      rankLevel: 0,
      mustChangePassword: false,
      totpEnabled: false,
      notes: [],
    });
    expect(shown.body.value).not.toHaveProperty("passwordHash");
    const events = shown.body.value.loginHistory.map((row: { event: string; outcome: string }) => [
      row.event,
      row.outcome,
    ]);
    expect(events).toEqual([
      ["login", "ok"],
      ["login_failed", "failed"],
    ]);
    expect(shown.body.value.loginHistory[0]).toMatchObject({ ip: "10.91.0.1" });
  });

  it("keeps notes newest first with their authors, one audit row each", async () => {
    const member = await addMember(t, { username: "noted" });
    const first = await auditedChange(t, () =>
      call(t, "POST", "/bo/members/notes", {
        token: ownerToken,
        body: { memberId: member.id, text: " first " },
      }),
    );
    expect(first.audit).toHaveLength(1);
    expect(first.audit[0]).toMatchObject({
      action: "members.note",
      outcome: "ok",
      targetId: String(member.id),
      after: { text: "first" },
    });
    const second = await call(t, "POST", "/bo/members/notes", {
      token: ownerToken,
      body: { memberId: member.id, text: "second" },
    });
    expect(second.body.value.notes.map((n: { text: string }) => n.text)).toEqual(["second", "first"]);
    expect(second.body.value.notes[0].operator).toBe("owner");
    const empty = await call(t, "POST", "/bo/members/notes", {
      token: ownerToken,
      body: { memberId: member.id, text: "   " },
    });
    expect(empty.body.code).toBe("INVALID_INPUT");
  });

  it("never shows or changes a member of another merchant", async () => {
    const otherId = await addMerchant(t, "members-other");
    const stranger = await addMember(t, { username: "elsewhere", merchantId: otherId });
    expect((await detail(stranger.id)).body.code).toBe("NOT_FOUND");
    const note = await call(t, "POST", "/bo/members/notes", {
      token: ownerToken,
      body: { memberId: stranger.id, text: "hello" },
    });
    expect(note.body.code).toBe("NOT_FOUND");
    const reset = await call(t, "PUT", "/bo/members/password", {
      token: ownerToken,
      body: { memberId: stranger.id },
    });
    expect(reset.body.code).toBe("NOT_FOUND");
    expect((await move(stranger.id, null)).body.code).toBe("NOT_FOUND");
  });

  it("lets support read and change members, and refuses a content editor", async () => {
    const member = await addMember(t, { username: "rolecheck" });
    const support = await loginNewOperator(t, {
      username: "members-support",
      role: "support",
      merchantId: null,
    });
    expect((await detail(member.id, support)).body.success).toBe(true);
    const content = await loginNewOperator(t, {
      username: "members-content",
      role: "content",
      merchantId: null,
    });
    expect((await detail(member.id, content)).body.code).toBe("FORBIDDEN");
  });
});

describe("the profile", () => {
  it("sets labels, VIP rank and type, auditing before and after", async () => {
    const member = await addMember(t, { username: "profiled" });
    const { result, audit } = await auditedChange(t, () =>
      call(t, "PUT", "/bo/members/profile", {
        token: ownerToken,
        body: { memberId: member.id, labels: ["vip", " watch "], rankLevel: 3, type: 41 },
      }),
    );
    expect(result.body.value).toMatchObject({ labels: ["vip", "watch"], rankLevel: 3, type: 41 });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "members.profile",
      before: { labels: [], rankLevel: 0, type: 0 },
      after: { labels: ["vip", "watch"], rankLevel: 3, type: 41 },
    });
  });

  it("refuses the trial type and turning a free-play account into a real one", async () => {
    const member = await addMember(t, { username: "profiletype" });
    const trialType = await call(t, "PUT", "/bo/members/profile", {
      token: ownerToken,
      body: { memberId: member.id, type: 4 },
    });
    expect(trialType.body.code).toBe("INVALID_INPUT");
    const trial = await addMember(t, { username: "trialacct", type: 4 });
    const real = await call(t, "PUT", "/bo/members/profile", {
      token: ownerToken,
      body: { memberId: trial.id, type: 0 },
    });
    expect(real.body.code).toBe("FORBIDDEN");
    expect((await detail(trial.id)).body.value.type).toBe(4);
  });

  it("keeps an agent with a downline an agent", async () => {
    const agent = await addMember(t, { username: "keepagent", type: 1 });
    await addMember(t, { username: "keepagentkid", upline: "keepagent" });
    const demote = await call(t, "PUT", "/bo/members/profile", {
      token: ownerToken,
      body: { memberId: agent.id, type: 0 },
    });
    expect(demote.body.code).toBe("CONFLICT");
  });
});

describe("an operator's password reset", () => {
  it("hands out a temporary password the member must change, and ends their sessions", async () => {
    const ip = "10.91.1.1";
    const member = await addMember(t, { username: "forgetful" });
    const before = await loginAs(t, "forgetful", "Tree1234", ip);
    const { result, audit } = await auditedChange(t, () =>
      call(t, "PUT", "/bo/members/password", { token: ownerToken, body: { memberId: member.id } }),
    );
    const temporary: string = result.body.value.temporaryPassword;
    expect(temporary).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "members.password", after: { mustChangePassword: true } });
    expect(JSON.stringify(audit[0])).not.toContain(temporary);

    const oldSession = await call(t, "GET", "/wps/member/info", { token: before.body.value.token });
    expect(oldSession.body.code).toBe("NOT_LOGGED_IN");
    expect((await loginAs(t, "forgetful", "Tree1234", ip)).body.code).toBe("INVALID_CREDENTIALS");
    const login = await loginAs(t, "forgetful", temporary, ip);
    expect(login.body.value).toMatchObject({ passwordExpired: true });
    const token = login.body.value.token;
    const blocked = await call(t, "POST", "/wps/member/security/totp", { token, ip });
    expect(blocked.body.code).toBe("PASSWORD_CHANGE_REQUIRED");
    const changed = await call(t, "POST", "/wps/member/password", {
      token,
      ip,
      seal: true,
      body: { newPassword: "Fresh2468", confirmNewPassword: "Fresh2468" },
    });
    expect(changed.body.success).toBe(true);
    expect((await loginAs(t, "forgetful", "Fresh2468", ip)).body.value.passwordExpired).toBe(false);
  });

  it("follows the merchant's password rule", async () => {
    await setRegisterRule(t, "password", { patternId: 6, minLength: 12, maxLength: 14 });
    const member = await addMember(t, { username: "digitsonly" });
    const reset = await call(t, "PUT", "/bo/members/password", {
      token: ownerToken,
      body: { memberId: member.id },
    });
    expect(reset.body.value.temporaryPassword).toMatch(/^[0-9]{12}$/);
    await setRegisterRule(t, "password", { patternId: 7, minLength: 6, maxLength: 8 });
    const again = await call(t, "PUT", "/bo/members/password", {
      token: ownerToken,
      body: { memberId: member.id },
    });
    expect(again.body.value.temporaryPassword).toMatch(/^(?=.*[A-Z])[A-Za-z0-9]{8}$/);
  });
});

describe("moving a member in the agent tree", () => {
  it("moves the member with its whole downline, auditing old and new upline", async () => {
    const top = await addMember(t, { username: "movetop", type: 1 });
    const sub = await addMember(t, { username: "movesub", type: 41, upline: "movetop" });
    const leaf = await addMember(t, { username: "moveleaf", upline: "movesub" });
    const target = await addMember(t, { username: "movetarget", type: 2 });

    const { result, audit } = await auditedChange(t, () => move(sub.id, "MoveTarget"));
    expect(result.body.value).toMatchObject({ upline: "movetarget", agentPath: `m${target.id}.m${sub.id}` });
    expect(await pathOf(leaf.id)).toBe(`m${target.id}.m${sub.id}.m${leaf.id}`);
    expect((await detail(top.id)).body.value.downlineCount).toBe(0);
    expect((await detail(target.id)).body.value.downlineCount).toBe(2);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "members.upline",
      before: { upline: "movetop", agentPath: `m${top.id}.m${sub.id}` },
      after: { upline: "movetarget", agentPath: `m${target.id}.m${sub.id}` },
    });

    const toTop = await move(sub.id, null);
    expect(toTop.body.value).toMatchObject({ upline: null, agentPath: `m${sub.id}` });
    expect(await pathOf(leaf.id)).toBe(`m${sub.id}.m${leaf.id}`);
  });

  it("refuses a non-agent, an unknown agent, the member itself and its own downline", async () => {
    const agent = await addMember(t, { username: "loopagent", type: 1 });
    await addMember(t, { username: "loopsub", type: 42, upline: "loopagent" });
    const plain = await addMember(t, { username: "loopplain", upline: "loopsub" });
    const since = await lastAuditId(t);
    for (const [memberId, upline, reason] of [
      [agent.id, "loopplain", "not_agent"],
      [agent.id, "nobody-here", "not_found"],
      [agent.id, "loopagent", "own_tree"],
      [agent.id, "loopsub", "own_tree"],
    ] as const) {
      const refused = await move(memberId, upline);
      expect(refused.body, upline).toMatchObject({ code: "UPLINE_INVALID", value: { reason } });
    }
    expect(await auditSince(t, since)).toHaveLength(0);
    expect(await pathOf(plain.id)).toMatch(new RegExp(`^m${agent.id}\\.m\\d+\\.m${plain.id}$`));
  });

  it("keeps the tree whole when two operators move agents under each other at once", async () => {
    const a = await addMember(t, { username: "racea", type: 1 });
    const b = await addMember(t, { username: "raceb", type: 1 });
    await addMember(t, { username: "racea-kid", upline: "racea" });
    await addMember(t, { username: "raceb-kid", upline: "raceb" });
    const answers = await Promise.all([move(a.id, "raceb"), move(b.id, "racea")]);
    expect(answers.map((answer) => answer.body.code ?? "ok").sort()).toEqual(["UPLINE_INVALID", "ok"]);

    const rows = await t.ctx.database.db.select().from(members);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) {
      const upline = row.uplineId === null ? undefined : byId.get(row.uplineId);
      expect(row.agentPath, row.username).toBe(upline ? `${upline.agentPath}.m${row.id}` : `m${row.id}`);
    }
  });
});
