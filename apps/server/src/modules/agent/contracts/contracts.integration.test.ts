import CN from "@orchid/i18n/locales/CN.json" with { type: "json" };
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentContracts } from "../../../db/schema/agents.ts";
import { callApi, failureOf, okValue } from "../../../test/api-client.ts";
import { auditedChange, startConsoleTest } from "../../../test/operator-fixtures.ts";
import type { TTestApp } from "../../../test/test-app.ts";
import { memberSession } from "../../../test/wallet-fixtures.ts";
import { act, clearContracts, inboxKinds, issue, newAgent, offer, rates } from "./contract-test-calls.ts";

// agent01 (seeded, type 1) holds a platform real-time salary contract; agent41 (its direct
// downline, type 41) is offered one under it. Every step goes through the HTTP API. Refusals
// answer translation keys to the suites unless "message-format: text" asks for the words.

let t: TTestApp;
let ownerToken: string;
let agent01: string;
let agent41: string;
let demo01: string;
let offered: number;

const KIND = "realtime_salary" as const;
const contractCount = async () =>
  (await t.ctx.database.db.select({ n: count() }).from(agentContracts))[0]?.n ?? 0;

beforeAll(async () => {
  ({ t, ownerToken } = await startConsoleTest());
  agent01 = (await memberSession(t, "agent01", "Agent1234")).token;
  agent41 = (await memberSession(t, "agent41", "Agent1234")).token;
  demo01 = (await memberSession(t, "demo01", "Demo1234")).token;
  for (const username of ["agent41", "agent01"]) await clearContracts(t, ownerToken, username, KIND);
  // The demo seed may give agent01 contracts of other kinds: the "kind it lacks" case needs none.
  await clearContracts(t, ownerToken, "agent01", "dividend");
});
afterAll(async () => t?.close());

describe("a platform contract", () => {
  it("is active at once, audited, and lights agent01's real-time salary item", async () => {
    const { result, audit } = await auditedChange(t, () =>
      issue(t, ownerToken, "agent01", KIND, rates(100, 200)),
    );
    expect(result).toMatchObject({ holder: "agent01", upline: null, state: "active", kind: KIND });
    expect(audit).toMatchObject([{ action: "agents.contracts.issue", outcome: "ok" }]);
    const flags = okValue(await callApi(t, "consolidatedFunds", undefined, { token: agent01 }));
    expect(flags).toMatchObject({
      realtimesalinfotype: true,
      agentRealtimeSalary: true,
      realtimesalreqtype: false,
    });
    const again = await callApi(
      t,
      "boIssueAgentContract",
      { username: "agent01", kind: KIND, terms: rates(50) },
      { token: ownerToken },
    );
    expect(failureOf(again).code).toBe("CONTRACT_EXISTS");
  });

  it("cannot be ended by its holder alone", async () => {
    const view = okValue(await callApi(t, "contractRealtimeSalary", undefined, { token: agent01 }));
    expect(view.canOffer).toBe(true);
    const refused = await callApi(
      t,
      "contractAction",
      { id: view.mine?.id ?? 0, action: "terminate" },
      { token: agent01 },
    );
    expect(failureOf(refused).code).toBe("CONTRACT_STATE");
  });
});

describe("an offer to a direct downline", () => {
  it("awaits agent41's answer, shows in its consolidated flags and inbox", async () => {
    const made = await offer(t, agent01, "agent41", KIND, rates(80));
    offered = made.id;
    expect(made).toMatchObject({
      state: "pending_new",
      holder: "agent41",
      upline: "agent01",
      acceptedAt: null,
    });
    const flags = okValue(await callApi(t, "consolidatedFunds", undefined, { token: agent41 }));
    expect(flags).toMatchObject({
      realtimesalreqtype: true,
      realtimesalinfotype: false,
      agentRealtimeSalary: true,
    });
    expect(await inboxKinds(t, agent41)).toContain("contract_offered");
    const view = okValue(await callApi(t, "contractRealtimeSalary", undefined, { token: agent41 }));
    expect(view).toMatchObject({ mine: { id: offered, state: "pending_new" }, canOffer: false, issued: [] });
  });

  it("is refused to a second offer of the same kind, and to a stranger's action", async () => {
    const second = await callApi(
      t,
      "contractOffer",
      { downline: "agent41", kind: KIND, terms: rates(50) },
      { token: agent01 },
    );
    expect(failureOf(second).code).toBe("CONTRACT_EXISTS");
    const stranger = await callApi(t, "contractAction", { id: offered, action: "accept" }, { token: demo01 });
    expect(failureOf(stranger).code).toBe("NOT_FOUND");
    const wrongSide = await callApi(
      t,
      "contractAction",
      { id: offered, action: "accept" },
      { token: agent01 },
    );
    expect(failureOf(wrongSide).code).toBe("CONTRACT_STATE");
  });

  it("becomes active when agent41 accepts; agent01 is told and sees it among those it issued", async () => {
    const accepted = await act(t, agent41, offered, "accept");
    expect(accepted.state).toBe("active");
    expect(accepted.acceptedAt).toEqual(expect.any(Number));
    expect(await inboxKinds(t, agent01)).toContain("contract_accepted");
    const view = okValue(await callApi(t, "contractRealtimeSalary", undefined, { token: agent01 }));
    expect(view.issued.map((c) => c.id)).toEqual([offered]);
    const flags = okValue(await callApi(t, "consolidatedFunds", undefined, { token: agent41 }));
    expect(flags).toMatchObject({ realtimesalreqtype: false, realtimesalinfotype: true });
  });
});

describe("refusals that change nothing", () => {
  it("a rate above the upline's own, worded in the caller's language", async () => {
    const before = await contractCount();
    const other = await newAgent(t, "ctragent1", "agent01");
    const refused = await callApi(
      t,
      "contractOffer",
      { downline: other.username, kind: KIND, terms: rates(150) },
      { token: agent01, language: "CN", headers: { "message-format": "text" } },
    );
    expect(failureOf(refused)).toMatchObject({
      code: "CONTRACT_RATE_ABOVE_UPLINE",
      message: CN.err_contract_rate_above_upline,
    });
    expect(await contractCount()).toBe(before);
  });

  it("someone outside the direct downlines, a plain member, a kind the upline lacks", async () => {
    const outsider = await newAgent(t, "ctroutside");
    const cases = [
      [{ downline: outsider.username, kind: KIND, terms: rates(10) }, "NOT_A_DOWNLINE"],
      [{ downline: "demo01", kind: KIND, terms: rates(10) }, "DOWNLINE_TYPE_NOT_ALLOWED"],
      [
        { downline: "ctragent1", kind: "dividend", terms: { ...rates(10), period: "monthly" } },
        "CONTRACT_UPLINE_HAS_NONE",
      ],
      [{ downline: "ctragent1", kind: KIND, terms: rates(10, 400) }, "CONTRACT_RATE_ABOVE_LIMIT"],
      [{ downline: "ctragent1", kind: KIND, terms: { ...rates(10), period: "weekly" } }, "INVALID_INPUT"],
    ] as const;
    const before = await contractCount();
    for (const [input, code] of cases) {
      expect(failureOf(await callApi(t, "contractOffer", input, { token: agent01 })).code, code).toBe(code);
    }
    expect(await contractCount()).toBe(before);
  });
});

describe("a change of terms", () => {
  it("must raise, and must stay within the upline's contract", async () => {
    const lower = await callApi(
      t,
      "contractAction",
      { id: offered, action: "change", terms: rates(70) },
      { token: agent01 },
    );
    expect(failureOf(lower).code).toBe("CONTRACT_CHANGE_MUST_RAISE");
    const above = await callApi(
      t,
      "contractAction",
      { id: offered, action: "change", terms: rates(120) },
      { token: agent01, language: "CN", headers: { "message-format": "text" } },
    );
    expect(failureOf(above)).toMatchObject({
      code: "CONTRACT_RATE_ABOVE_UPLINE",
      message: CN.err_contract_rate_above_upline,
    });
    const view = okValue(await callApi(t, "contractRealtimeSalary", undefined, { token: agent41 }));
    expect(view.mine).toMatchObject({
      state: "active",
      pendingTerms: null,
      terms: { tiers: [{ rateBp: 80 }] },
    });
  });

  it("waits for the holder: refused or withdrawn it leaves the old terms, accepted it replaces them", async () => {
    const pending = await act(t, agent01, offered, "change", rates(85));
    expect(pending).toMatchObject({
      state: "pending_change",
      terms: { tiers: [{ rateBp: 80 }] },
      pendingTerms: { tiers: [{ rateBp: 85 }] },
    });
    expect(
      okValue(await callApi(t, "consolidatedFunds", undefined, { token: agent41 })).realtimesalreqtype,
    ).toBe(true);
    expect(await act(t, agent41, offered, "refuse")).toMatchObject({
      state: "active",
      pendingTerms: null,
      terms: { tiers: [{ rateBp: 80 }] },
    });
    await act(t, agent01, offered, "change", rates(85));
    expect(await act(t, agent01, offered, "withdraw")).toMatchObject({ state: "active", pendingTerms: null });
    await act(t, agent01, offered, "change", rates(90, 150));
    expect(await inboxKinds(t, agent41)).toContain("contract_changed");
    expect(await act(t, agent41, offered, "accept")).toMatchObject({
      state: "active",
      pendingTerms: null,
      terms: { tiers: [{ rateBp: 90 }, { rateBp: 150 }] },
    });
  });
});

describe("offers answered no", () => {
  it("a refused offer ends, and a new one may follow; a withdrawn one ends too", async () => {
    const refusing = await newAgent(t, "ctrrefuse", "agent01", 2);
    const first = await offer(t, agent01, refusing.username, KIND, rates(20));
    expect(
      failureOf(
        await callApi(t, "contractAction", { id: first.id, action: "withdraw" }, { token: refusing.token }),
      ).code,
    ).toBe("CONTRACT_STATE");
    expect((await act(t, refusing.token, first.id, "refuse")).state).toBe("refused");
    expect(await inboxKinds(t, agent01)).toContain("contract_refused");
    const second = await offer(t, agent01, refusing.username, KIND, rates(30));
    expect((await act(t, agent01, second.id, "withdraw")).state).toBe("withdrawn");
    expect(await inboxKinds(t, refusing.token)).toContain("contract_withdrawn");
    expect(
      failureOf(
        await callApi(t, "contractAction", { id: second.id, action: "accept" }, { token: refusing.token }),
      ).code,
    ).toBe("CONTRACT_STATE");
  });
});

describe("a termination", () => {
  it("asked by one side ends only when the other agrees", async () => {
    const asked = await act(t, agent41, offered, "terminate");
    expect(asked).toMatchObject({ state: "terminating", terminationBy: "holder" });
    expect(await inboxKinds(t, agent01)).toContain("contract_termination_asked");
    expect(
      failureOf(await callApi(t, "contractAction", { id: offered, action: "agree" }, { token: agent41 }))
        .code,
    ).toBe("CONTRACT_STATE");
    expect((await act(t, agent01, offered, "agree")).state).toBe("terminated");
    expect(await inboxKinds(t, agent41)).toContain("contract_terminated");
    const view = okValue(await callApi(t, "contractRealtimeSalary", undefined, { token: agent41 }));
    expect(view.mine).toBeNull();
    const [row] = await t.ctx.database.db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.id, offered)));
    expect(row?.endedAt).toBeInstanceOf(Date);
  });

  it("is in the console's history of the contract, step by step", async () => {
    const detail = okValue(await callApi(t, "boAgentContract", { id: offered }, { token: ownerToken }));
    expect(detail.events.map((e) => [e.action, e.toState])).toEqual([
      ["offer", "pending_new"],
      ["accept", "active"],
      ["change", "pending_change"],
      ["refuse", "active"],
      ["change", "pending_change"],
      ["withdraw", "active"],
      ["change", "pending_change"],
      ["accept", "active"],
      ["terminate", "terminating"],
      ["agree", "terminated"],
    ]);
    expect(detail.events[0]?.by).toBe("member:agent01");
  });
});
