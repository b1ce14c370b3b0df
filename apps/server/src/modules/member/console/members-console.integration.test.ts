import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../../../db/schema/accounts.ts";
import { loginAs } from "../../../test/account-calls.ts";
import { callApi, failureOf, okValue } from "../../../test/api-client.ts";
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
  callApi(t, "boMemberDetail", { memberId }, { token });
const move = (memberId: number, uplineUsername: string | null) =>
  callApi(t, "boMoveMember", { memberId, uplineUsername }, { token: ownerToken });
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
    expect(okValue(boss1)).toMatchObject({ username: "pageboss", upline: null, downlineCount: 2 });
    const shown = await detail(page.id);
    expect(okValue(shown)).toMatchObject({
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
    expect(okValue(shown)).not.toHaveProperty("passwordHash");
    const events = okValue(shown).loginHistory.map((row: { event: string; outcome: string }) => [
      row.event,
      row.outcome,
    ]);
    expect(events).toEqual([
      ["login", "ok"],
      ["login_failed", "failed"],
    ]);
    expect(okValue(shown).loginHistory[0]).toMatchObject({ ip: "10.91.0.1" });
  });

  it("keeps notes newest first with their authors, one audit row each", async () => {
    const member = await addMember(t, { username: "noted" });
    const first = await auditedChange(t, () =>
      callApi(t, "boAddMemberNote", { memberId: member.id, text: " first " }, { token: ownerToken }),
    );
    expect(first.audit).toHaveLength(1);
    expect(first.audit[0]).toMatchObject({
      action: "members.note",
      outcome: "ok",
      targetId: String(member.id),
      after: { text: "first" },
    });
    const second = await callApi(
      t,
      "boAddMemberNote",
      { memberId: member.id, text: "second" },
      { token: ownerToken },
    );
    expect(okValue(second).notes.map((n: { text: string }) => n.text)).toEqual(["second", "first"]);
    expect(okValue(second).notes[0]?.operator).toBe("owner");
    const empty = await callApi(
      t,
      "boAddMemberNote",
      { memberId: member.id, text: "   " },
      { token: ownerToken },
    );
    expect(failureOf(empty).code).toBe("INVALID_INPUT");
  });

  it("never shows or changes a member of another merchant", async () => {
    const otherId = await addMerchant(t, "members-other");
    const stranger = await addMember(t, { username: "elsewhere", merchantId: otherId });
    expect(failureOf(await detail(stranger.id)).code).toBe("NOT_FOUND");
    const note = await callApi(
      t,
      "boAddMemberNote",
      { memberId: stranger.id, text: "hello" },
      { token: ownerToken },
    );
    expect(failureOf(note).code).toBe("NOT_FOUND");
    const reset = await callApi(t, "boResetMemberPassword", { memberId: stranger.id }, { token: ownerToken });
    expect(failureOf(reset).code).toBe("NOT_FOUND");
    expect(failureOf(await move(stranger.id, null)).code).toBe("NOT_FOUND");
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
    expect(failureOf(await detail(member.id, content)).code).toBe("FORBIDDEN");
  });
});

describe("the profile", () => {
  it("sets labels, VIP rank and type, auditing before and after", async () => {
    const member = await addMember(t, { username: "profiled" });
    const { result, audit } = await auditedChange(t, () =>
      callApi(
        t,
        "boSetMemberProfile",
        { memberId: member.id, labels: ["vip", " watch "], rankLevel: 3, type: 41 },
        { token: ownerToken },
      ),
    );
    expect(okValue(result)).toMatchObject({ labels: ["vip", "watch"], rankLevel: 3, type: 41 });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "members.profile",
      before: { labels: [], rankLevel: 0, type: 0 },
      after: { labels: ["vip", "watch"], rankLevel: 3, type: 41 },
    });
  });

  it("refuses the trial type and turning a free-play account into a real one", async () => {
    const member = await addMember(t, { username: "profiletype" });
    const trialType = await callApi(
      t,
      "boSetMemberProfile",
      { memberId: member.id, type: 4 },
      { token: ownerToken },
    );
    expect(failureOf(trialType).code).toBe("INVALID_INPUT");
    const trial = await addMember(t, { username: "trialacct", type: 4 });
    const real = await callApi(
      t,
      "boSetMemberProfile",
      { memberId: trial.id, type: 0 },
      { token: ownerToken },
    );
    expect(failureOf(real).code).toBe("FORBIDDEN");
    expect(okValue(await detail(trial.id)).type).toBe(4);
  });

  it("keeps an agent with a downline an agent", async () => {
    const agent = await addMember(t, { username: "keepagent", type: 1 });
    await addMember(t, { username: "keepagentkid", upline: "keepagent" });
    const demote = await callApi(
      t,
      "boSetMemberProfile",
      { memberId: agent.id, type: 0 },
      { token: ownerToken },
    );
    expect(failureOf(demote).code).toBe("CONFLICT");
  });
});

describe("an operator's password reset", () => {
  it("hands out a temporary password the member must change, and ends their sessions", async () => {
    const ip = "10.91.1.1";
    const member = await addMember(t, { username: "forgetful" });
    const before = await loginAs(t, "forgetful", "Tree1234", ip);
    const { result, audit } = await auditedChange(t, () =>
      callApi(t, "boResetMemberPassword", { memberId: member.id }, { token: ownerToken }),
    );
    const temporary: string = okValue(result).temporaryPassword;
    expect(temporary).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "members.password", after: { mustChangePassword: true } });
    expect(JSON.stringify(audit[0])).not.toContain(temporary);

    const oldSession = await callApi(t, "memberInfo", undefined, { token: okValue(before).token });
    expect(failureOf(oldSession).code).toBe("NOT_LOGGED_IN");
    expect(failureOf(await loginAs(t, "forgetful", "Tree1234", ip)).code).toBe("INVALID_CREDENTIALS");
    const login = await loginAs(t, "forgetful", temporary, ip);
    expect(okValue(login)).toMatchObject({ passwordExpired: true });
    const token = okValue(login).token;
    const blocked = await callApi(t, "totpEnrol", undefined, { token, ip });
    expect(failureOf(blocked).code).toBe("PASSWORD_CHANGE_REQUIRED");
    const changed = await callApi(
      t,
      "changePassword",
      { newPassword: "Fresh2468", confirmNewPassword: "Fresh2468" },
      { token, ip },
    );
    expect(changed.body.success).toBe(true);
    expect(okValue(await loginAs(t, "forgetful", "Fresh2468", ip)).passwordExpired).toBe(false);
  });

  it("follows the merchant's password rule", async () => {
    await setRegisterRule(t, "password", { patternId: 6, minLength: 12, maxLength: 14 });
    const member = await addMember(t, { username: "digitsonly" });
    const reset = await callApi(t, "boResetMemberPassword", { memberId: member.id }, { token: ownerToken });
    expect(okValue(reset).temporaryPassword).toMatch(/^[0-9]{12}$/);
    await setRegisterRule(t, "password", { patternId: 7, minLength: 6, maxLength: 8 });
    const again = await callApi(t, "boResetMemberPassword", { memberId: member.id }, { token: ownerToken });
    expect(okValue(again).temporaryPassword).toMatch(/^(?=.*[A-Z])[A-Za-z0-9]{8}$/);
  });
});

describe("moving a member in the agent tree", () => {
  it("moves the member with its whole downline, auditing old and new upline", async () => {
    const top = await addMember(t, { username: "movetop", type: 1 });
    const sub = await addMember(t, { username: "movesub", type: 41, upline: "movetop" });
    const leaf = await addMember(t, { username: "moveleaf", upline: "movesub" });
    const target = await addMember(t, { username: "movetarget", type: 2 });

    const { result, audit } = await auditedChange(t, () => move(sub.id, "MoveTarget"));
    expect(okValue(result)).toMatchObject({ upline: "movetarget", agentPath: `m${target.id}.m${sub.id}` });
    expect(await pathOf(leaf.id)).toBe(`m${target.id}.m${sub.id}.m${leaf.id}`);
    expect(okValue(await detail(top.id)).downlineCount).toBe(0);
    expect(okValue(await detail(target.id)).downlineCount).toBe(2);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "members.upline",
      before: { upline: "movetop", agentPath: `m${top.id}.m${sub.id}` },
      after: { upline: "movetarget", agentPath: `m${target.id}.m${sub.id}` },
    });

    const toTop = await move(sub.id, null);
    expect(okValue(toTop)).toMatchObject({ upline: null, agentPath: `m${sub.id}` });
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
    expect(
      answers.map((answer) => (answer.body.success ? undefined : answer.body.code) ?? "ok").sort(),
    ).toEqual(["UPLINE_INVALID", "ok"]);

    const rows = await t.ctx.database.db.select().from(members);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) {
      const upline = row.uplineId === null ? undefined : byId.get(row.uplineId);
      expect(row.agentPath, row.username).toBe(upline ? `${upline.agentPath}.m${row.id}` : `m${row.id}`);
    }
  });
});
