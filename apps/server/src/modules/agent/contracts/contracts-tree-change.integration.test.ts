import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentContracts } from "../../../db/schema/agents.ts";
import { callApi, okValue } from "../../../test/api-client.ts";
import { startConsoleTest } from "../../../test/operator-fixtures.ts";
import type { TTestApp } from "../../../test/test-app.ts";
import { act, inboxKinds, issue, newAgent, offer, rates } from "./contract-test-calls.ts";

// An operator's change to the tree voids contracts: a member who stops being an agent holds none,
// and one who moves under another upline no longer holds the old upline's (the chain below ends
// with it), while a platform contract and the contracts issued to the downline that moved stay.

let t: TTestApp;
let ownerToken: string;
const KIND = "hour_salary" as const;

type TAgent = { username: string; token: string; id: number };
let top: TAgent;
let other: TAgent;

const stateOf = async (id: number) =>
  (await t.ctx.database.db.select().from(agentContracts).where(eq(agentContracts.id, id)))[0]?.state;

async function lastEvent(id: number) {
  const detail = okValue(await callApi(t, "boAgentContract", { id }, { token: ownerToken }));
  return detail.events.at(-1);
}

beforeAll(async () => {
  ({ t, ownerToken } = await startConsoleTest());
  top = await newAgent(t, "movetop");
  other = await newAgent(t, "moveother");
  await issue(t, ownerToken, top.username, KIND, rates(300));
  await issue(t, ownerToken, top.username, "daily_wage", rates(300));
});
afterAll(async () => t?.close());

describe("moving a member under another upline", () => {
  it("ends the contract from the old upline and the chain below it, keeping platform and issued ones", async () => {
    const mid = await newAgent(t, "movemid", top.username);
    const low = await newAgent(t, "movelow", mid.username, 42);
    const fromTop = await offer(t, top.token, mid.username, KIND, rates(200));
    await act(t, mid.token, fromTop.id, "accept");
    const toLow = await offer(t, mid.token, low.username, KIND, rates(100));
    await act(t, low.token, toLow.id, "accept");
    const platform = await issue(t, ownerToken, mid.username, "daily_wage", rates(50));

    okValue(
      await callApi(
        t,
        "boMoveMember",
        { memberId: mid.id, uplineUsername: other.username },
        { token: ownerToken },
      ),
    );

    expect(await stateOf(fromTop.id)).toBe("terminated");
    expect(await lastEvent(fromTop.id)).toMatchObject({
      action: "upline_changed",
      by: "operator:owner",
      fromState: "active",
      toState: "terminated",
    });
    // low moved with mid, but mid no longer earns anything to pay it from: the cascade ends it.
    expect(await stateOf(toLow.id)).toBe("terminated");
    expect(await lastEvent(toLow.id)).toMatchObject({ action: "cascade", toState: "terminated" });
    expect(await stateOf(platform.id)).toBe("active");
    expect(await inboxKinds(t, mid.token)).toContain("contract_terminated");
    expect(await inboxKinds(t, top.token)).toContain("contract_terminated");
    expect(await inboxKinds(t, low.token)).toContain("contract_terminated");
  });

  it("keeps everything when the member stays under the same upline", async () => {
    const stay = await newAgent(t, "movestay", top.username);
    const held = await offer(t, top.token, stay.username, KIND, rates(150));
    await act(t, stay.token, held.id, "accept");
    okValue(
      await callApi(
        t,
        "boMoveMember",
        { memberId: stay.id, uplineUsername: top.username },
        { token: ownerToken },
      ),
    );
    expect(await stateOf(held.id)).toBe("active");
  });
});

describe("an agent who becomes a plain member", () => {
  it("loses a held contract and an unanswered offer, and both parties are told", async () => {
    const solo = await newAgent(t, "leavesolo", top.username);
    const held = await offer(t, top.token, solo.username, KIND, rates(120));
    await act(t, solo.token, held.id, "accept");
    const pending = await offer(t, top.token, solo.username, "daily_wage", rates(60));

    okValue(await callApi(t, "boSetMemberProfile", { memberId: solo.id, type: 0 }, { token: ownerToken }));

    expect(await stateOf(held.id)).toBe("terminated");
    expect(await lastEvent(held.id)).toMatchObject({ action: "left_agents", toState: "terminated" });
    expect(await stateOf(pending.id)).toBe("withdrawn");
    expect(await lastEvent(pending.id)).toMatchObject({ action: "left_agents", toState: "withdrawn" });
    const kinds = await inboxKinds(t, solo.token);
    expect(kinds).toContain("contract_terminated");
    expect(kinds).toContain("contract_withdrawn");
  });

  it("keeps the contracts of an agent who only changes agent type", async () => {
    const typed = await newAgent(t, "typeswap", top.username);
    const held = await offer(t, top.token, typed.username, KIND, rates(110));
    await act(t, typed.token, held.id, "accept");
    okValue(await callApi(t, "boSetMemberProfile", { memberId: typed.id, type: 2 }, { token: ownerToken }));
    expect(await stateOf(held.id)).toBe("active");
  });
});
