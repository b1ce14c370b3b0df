import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentContracts } from "../../../db/schema/agents.ts";
import { codeOf } from "../../../test/account-calls.ts";
import { callApi, failureOf, okValue } from "../../../test/api-client.ts";
import { auditedChange, startConsoleTest } from "../../../test/operator-fixtures.ts";
import type { TTestApp } from "../../../test/test-app.ts";
import { memberSession } from "../../../test/wallet-fixtures.ts";
import { act, clearContracts, inboxKinds, issue, newAgent, offer, rates } from "./contract-test-calls.ts";

// A three-level chain top → mid → low of hourly-salary contracts, the cascade that ends what a
// holder can no longer afford, and bursts of racing offers and answers.

let t: TTestApp;
let ownerToken: string;
const KIND = "hour_salary" as const;

type TAgent = { username: string; token: string; id: number };
let top: TAgent;
let mid: TAgent;
let low: TAgent;
let topContract: number;
let midContract: number;

const stateOf = async (id: number) =>
  (await t.ctx.database.db.select().from(agentContracts).where(eq(agentContracts.id, id)))[0]?.state;

beforeAll(async () => {
  ({ t, ownerToken } = await startConsoleTest());
  top = await newAgent(t, "cascadetop");
  mid = await newAgent(t, "cascademid", top.username);
  low = await newAgent(t, "cascadelow", mid.username, 42);
  topContract = (await issue(t, ownerToken, top.username, KIND, rates(300))).id;
  midContract = (await offer(t, top.token, mid.username, KIND, rates(200))).id;
  await act(t, mid.token, midContract, "accept");
});
afterAll(async () => t?.close());

describe("the cascade", () => {
  it("terminates a downline contract that pays more than its holder's newly accepted terms", async () => {
    const lowContract = await offer(t, mid.token, low.username, KIND, rates(150));
    await act(t, low.token, lowContract.id, "accept");
    // Changes only raise through the API, so terms below a downline's are a state only older or
    // looser rules could leave: written here directly, the cascade is the safety net that answers it.
    await t.ctx.database.db
      .update(agentContracts)
      .set({
        state: "pending_change",
        pendingTerms: { tiers: [{ rateBp: 100, minValidBet: 0, minActiveMembers: 0, minLoss: 0 }] },
      })
      .where(eq(agentContracts.id, midContract));
    expect((await act(t, mid.token, midContract, "accept")).terms.tiers[0]?.rateBp).toBe(100);
    expect(await stateOf(lowContract.id)).toBe("terminated");
    expect(await inboxKinds(t, low.token)).toContain("contract_terminated");
    const history = okValue(
      await callApi(t, "boAgentContract", { id: lowContract.id }, { token: ownerToken }),
    );
    expect(history.events.at(-1)).toMatchObject({
      action: "cascade",
      by: "system",
      fromState: "active",
      toState: "terminated",
    });
  });

  it("keeps a downline contract within the new terms", async () => {
    const within = await offer(t, mid.token, low.username, KIND, rates(100));
    await act(t, low.token, within.id, "accept");
    expect(await stateOf(within.id)).toBe("active");
  });

  it("ends the whole chain below a contract the operator terminates, audited once", async () => {
    const { result, audit } = await auditedChange(t, async () =>
      okValue(
        await callApi(
          t,
          "boTerminateAgentContract",
          { id: topContract, reason: "Agreement ended" },
          { token: ownerToken },
        ),
      ),
    );
    expect(result).toMatchObject({ state: "terminated", terminationBy: "platform" });
    expect(audit).toMatchObject([
      { action: "agents.contracts.terminate", outcome: "ok", after: { reason: "Agreement ended" } },
    ]);
    const rows = await t.ctx.database.db
      .select({ holder: agentContracts.memberId, state: agentContracts.state })
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.kind, KIND),
          inArray(agentContracts.memberId, [top.id, mid.id, low.id]),
          inArray(agentContracts.state, ["active", "pending_new", "pending_change", "terminating"]),
        ),
      );
    expect(rows).toEqual([]);
    for (const agent of [top, mid, low]) {
      const view = okValue(await callApi(t, "contractHourSalary", undefined, { token: agent.token }));
      expect(view.mine).toBeNull();
    }
    const again = await callApi(
      t,
      "boTerminateAgentContract",
      { id: topContract, reason: "Twice" },
      { token: ownerToken },
    );
    expect(failureOf(again).code).toBe("CONTRACT_STATE");
  });
});

describe("racing calls", () => {
  let agent01: string;
  beforeAll(async () => {
    agent01 = (await memberSession(t, "agent01", "Agent1234")).token;
    await clearContracts(t, ownerToken, "agent01", KIND);
    await issue(t, ownerToken, "agent01", KIND, rates(100));
  });

  it("twenty parallel offers to one downline leave exactly one contract", async () => {
    const target = await newAgent(t, "burstagent", "agent01");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        callApi(
          t,
          "contractOffer",
          { downline: target.username, kind: KIND, terms: rates(10 + i) },
          { token: agent01 },
        ),
      ),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((code) => code === undefined)).toHaveLength(1);
    expect(codes.filter((code) => code === "CONTRACT_EXISTS")).toHaveLength(19);
    const view = okValue(await callApi(t, "contractHourSalary", undefined, { token: target.token }));
    expect(view.mine?.state).toBe("pending_new");
    const stored = await t.ctx.database.db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.kind, KIND), eq(agentContracts.memberId, target.id)));
    expect(stored.map((row) => [row.id, row.state])).toEqual([[view.mine?.id, "pending_new"]]);
  });

  it("accepts and withdrawals racing on one offer leave one consistent outcome", async () => {
    const target = await newAgent(t, "raceagent", "agent01");
    const made = await offer(t, agent01, target.username, KIND, rates(50));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? callApi(t, "contractAction", { id: made.id, action: "accept" }, { token: target.token })
          : callApi(t, "contractAction", { id: made.id, action: "withdraw" }, { token: agent01 }),
      ),
    );
    const won = answers.filter((answer) => answer.body.success);
    expect(won).toHaveLength(1);
    expect(answers.map(codeOf).filter((code) => code !== undefined)).toEqual(Array(9).fill("CONTRACT_STATE"));
    const final = await stateOf(made.id);
    expect(final).toBe(won[0]?.body.success ? won[0].body.value.state : "none");
    const detail = okValue(await callApi(t, "boAgentContract", { id: made.id }, { token: ownerToken }));
    expect(detail.events).toHaveLength(2);
  });

  it("the console lists the merchant's contracts by holder or upline", async () => {
    const page = okValue(
      await callApi(t, "boAgentContracts", { username: "raceagent", kind: KIND }, { token: ownerToken }),
    );
    expect(page).toMatchObject({
      total: 1,
      totalPages: 1,
      rows: [{ holder: "raceagent", upline: "agent01" }],
    });
    const byUpline = okValue(
      await callApi(
        t,
        "boAgentContracts",
        { username: "agent01", kind: KIND, state: "pending_new" },
        { token: ownerToken },
      ),
    );
    expect(byUpline.rows.map((row) => row.holder)).toEqual(["burstagent"]);
  });
});
