import EN from "@orchid/i18n/locales/EN.json" with { type: "json" };
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../db/database.ts";
import { notices } from "../../../db/schema/content.ts";
import { callApi, failureOf, okValue } from "../../../test/api-client.ts";
import { demoMerchant } from "../../../test/merchant-fixtures.ts";
import { DEMO_OWNER, operatorLogin } from "../../../test/operator-fixtures.ts";
import { startTestApp, type TTestApp } from "../../../test/test-app.ts";
import { memberSession } from "../../../test/wallet-fixtures.ts";

let t: TTestApp;
let agent: { token: string; memberId: number };
let sub: { token: string; memberId: number };
let member: { token: string; memberId: number };
let ownerToken: string;

const PASSWORD = "Tq7wXz94";
let sequence = 0;
const newName = () => {
  sequence += 1;
  return `tm${process.pid % 10_000}x${sequence}`;
};

beforeAll(async () => {
  t = await startTestApp();
  agent = await memberSession(t, "agent01", "Agent1234");
  sub = await memberSession(t, "agent41", "Agent1234");
  member = await memberSession(t, "demo01", "Demo1234");
  ownerToken = await operatorLogin(t, DEMO_OWNER);
});
afterAll(async () => t?.close());

async function pathOf(username: string): Promise<string> {
  const [row] = rowsOf<{ path: string }>(
    await t.ctx.database.db.execute(
      sql`select agent_path::text as path from members where username = ${username}`,
    ),
  );
  return row?.path ?? "";
}

describe("who may use the agent centre", () => {
  it("refuses a plain member every team call with the non-agent message", async () => {
    const overview = await callApi(t, "teamOverview", { preset: "today" }, { token: member.token });
    // The answer names the catalogue key; the site words it (in English: "Non-agents cannot log in").
    expect(failureOf(overview)).toMatchObject({
      code: "NON_AGENT_ACCOUNT",
      message: "err_non_agent_account",
    });
    expect(EN.err_non_agent_account).toBe("Non-agents cannot log in");
    const downlines = await callApi(t, "downlines", {}, { token: member.token });
    expect(failureOf(downlines).code).toBe("NON_AGENT_ACCOUNT");
    const registered = await callApi(
      t,
      "registerDownline",
      { username: newName(), password: PASSWORD },
      { token: member.token },
    );
    expect(failureOf(registered).code).toBe("NON_AGENT_ACCOUNT");
  });
});

describe("opening downline accounts", () => {
  it("places a member opened by agent01 right under it, listed at depth 1", async () => {
    const username = newName();
    const opened = await callApi(
      t,
      "registerDownline",
      { username, password: PASSWORD },
      { token: agent.token },
    );
    expect(okValue(opened)).toEqual({ username, type: 0 });
    const agentPath = await pathOf("agent01");
    expect(await pathOf(username)).toMatch(new RegExp(`^${agentPath.replace(/\./g, "\\.")}\\.m\\d+$`));
    const list = okValue(await callApi(t, "downlines", { pageSize: 100 }, { token: agent.token }));
    const row = list.rows.find((r) => r.username === username);
    expect(row).toMatchObject({
      depth: 1,
      type: 0,
      balance: 0,
      directCount: 0,
      teamSize: 1,
      status: "active",
    });
    expect(list.path).toEqual(["agent01"]);
    const login = await memberSession(t, username, PASSWORD);
    expect(login.token).toBeTruthy();
  });

  it("lets a type-1 agent open an agent of its own type, and a type-41 agent only its own type", async () => {
    const username = newName();
    const opened = await callApi(
      t,
      "registerDownline",
      { username, password: PASSWORD, accountType: "agent" },
      { token: agent.token },
    );
    expect(okValue(opened).type).toBe(1);
    const sub41 = await callApi(
      t,
      "registerDownline",
      { username: newName(), password: PASSWORD, accountType: "agent" },
      { token: sub.token },
    );
    expect(okValue(sub41).type).toBe(41);
  });

  it("refuses an agent downline to a type-2 agent, a taken username and a bad password", async () => {
    const username = newName();
    await callApi(
      t,
      "registerDownline",
      { username, password: PASSWORD, accountType: "agent" },
      { token: agent.token },
    );
    await t.ctx.database.db.execute(sql`update members set type = 2 where username = ${username}`);
    const type2 = await memberSession(t, username, PASSWORD);
    const refused = await callApi(
      t,
      "registerDownline",
      { username: newName(), password: PASSWORD, accountType: "agent" },
      { token: type2.token },
    );
    expect(failureOf(refused).code).toBe("DOWNLINE_TYPE_NOT_ALLOWED");
    const taken = await callApi(
      t,
      "registerDownline",
      { username: "DEMO01", password: PASSWORD },
      { token: agent.token },
    );
    expect(failureOf(taken).code).toBe("USERNAME_TAKEN");
    const short = newName();
    const bad = await callApi(
      t,
      "registerDownline",
      { username: short, password: "ab" },
      { token: agent.token },
    );
    expect(failureOf(bad).code).toBe("INVALID_INPUT");
    const [row] = rowsOf(
      await t.ctx.database.db.execute(sql`select 1 from members where username = ${short}`),
    );
    expect(row).toBeUndefined();
  });
});

describe("the team tree", () => {
  it("drills down into a team member, and refuses a parent outside the team", async () => {
    const drilled = okValue(await callApi(t, "downlines", { parent: "agent41" }, { token: agent.token }));
    expect(drilled.path).toEqual(["agent01", "agent41"]);
    expect(drilled.rows.every((row) => row.depth === 2)).toBe(true);
    const outside = await callApi(t, "downlines", { parent: "reset01" }, { token: agent.token });
    expect(failureOf(outside).code).toBe("NOT_A_DOWNLINE");
    const upwards = await callApi(t, "downlines", { parent: "agent01" }, { token: sub.token });
    expect(failureOf(upwards).code).toBe("NOT_A_DOWNLINE");
  });

  it("searches the whole team by part of a username, never past it", async () => {
    const found = okValue(await callApi(t, "downlines", { search: "demo0" }, { token: agent.token }));
    expect(found.rows.map((row) => row.username)).toEqual(["demo01"]);
    const fromSub = okValue(await callApi(t, "downlines", { search: "demo0" }, { token: sub.token }));
    expect(fromSub.rows).toEqual([]);
  });

  it("shows the console one level at a time, with depth from the top", async () => {
    const top = okValue(await callApi(t, "boAgentTree", { pageSize: 100 }, { token: ownerToken }));
    expect(top.rows.find((row) => row.username === "agent01")).toMatchObject({ depth: 1, type: 1 });
    expect(top.rows.some((row) => row.username === "demo01")).toBe(false);
    const level = okValue(await callApi(t, "boAgentTree", { parent: "agent41" }, { token: ownerToken }));
    expect(level.path).toEqual(["agent01", "agent41"]);
    const missing = await callApi(t, "boAgentTree", { parent: "nobody-here" }, { token: ownerToken });
    expect(failureOf(missing).code).toBe("NOT_FOUND");
  });

  it("reports any agent's overview to the console, and NOT_FOUND for a plain member", async () => {
    const report = okValue(await callApi(t, "boAgentReport", { agent: "agent01" }, { token: ownerToken }));
    const own = okValue(await callApi(t, "teamOverview", {}, { token: agent.token }));
    expect(report.totals.teamSize).toBe(own.totals.teamSize);
    const plain = await callApi(t, "boAgentReport", { agent: "demo01" }, { token: ownerToken });
    expect(failureOf(plain).code).toBe("NOT_FOUND");
  });
});

describe("invitation and notices", () => {
  it("answers the agent's code and a registration link that carries it", async () => {
    const invitation = okValue(await callApi(t, "agentInvitation", undefined, { token: agent.token }));
    expect(invitation.code).toBe("AGDEMO");
    expect(invitation.link).toMatch(/\/register\?code=AGDEMO$/);
  });

  it("makes a code on the first ask of an agent without one, and keeps it", async () => {
    const username = newName();
    await callApi(
      t,
      "registerDownline",
      { username, password: PASSWORD, accountType: "agent" },
      { token: agent.token },
    );
    const fresh = await memberSession(t, username, PASSWORD);
    const first = okValue(await callApi(t, "agentInvitation", undefined, { token: fresh.token }));
    expect(first.code).toMatch(/^[A-Z2-9]{8}$/);
    const again = okValue(await callApi(t, "agentInvitation", undefined, { token: fresh.token }));
    expect(again.code).toBe(first.code);
    const check = okValue(await callApi(t, "affiliateCheck", { code: first.code }));
    expect(check.valid).toBe(true);
  });

  it("lists agent notices to agents only, never on the home page", async () => {
    const merchant = await demoMerchant(t);
    await t.ctx.database.db.insert(notices).values({
      merchantId: merchant.id,
      type: "AG",
      title: { EN: "Agents: new wage tiers" },
      content: { EN: "<p>Read the new tiers.</p>" },
    });
    const listed = okValue(await callApi(t, "agentNotices", undefined, { token: agent.token }));
    expect(listed[0]).toMatchObject({ type: "AG", title: "Agents: new wage tiers" });
    expect(listed.every((n) => n.type === "AG")).toBe(true);
    const home = okValue(await callApi(t, "homeNotice", {}));
    const homeTypes = [...home.player, ...home.popup, ...home.promotion].map((n) => n.type);
    expect(homeTypes).not.toContain("AG");
  });
});
