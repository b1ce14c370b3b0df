import type { TInputOf } from "@orchid/contract/endpoint-io";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, failureOf, okValue } from "../../../test/api-client.ts";
import { startTestApp, type TTestApp } from "../../../test/test-app.ts";
import { balanceOf, creditMember, memberSession, newKey } from "../../../test/wallet-fixtures.ts";
import { checkLedger } from "../../wallet/ledger-check.ts";

let t: TTestApp;
let agent: { token: string; memberId: number };
let demo: { token: string; memberId: number };
const PAYMENT_PASSWORD = "135790";

beforeAll(async () => {
  t = await startTestApp();
  agent = await memberSession(t, "agent01", "Agent1234");
  demo = await memberSession(t, "demo01", "Demo1234");
  await creditMember(t, agent.memberId, 50_000);
  const set = await callApi(
    t,
    "paymentPassword",
    { loginPassword: "Agent1234", paymentPassword: PAYMENT_PASSWORD, confirmPassword: PAYMENT_PASSWORD },
    { token: agent.token },
  );
  expect(set.body.success).toBe(true);
});
afterAll(async () => t?.close());

const send = (input: Partial<TInputOf<"downlineTransfer">>) =>
  callApi(
    t,
    "downlineTransfer",
    {
      downline: "demo01",
      amount: 1_000,
      paymentPassword: PAYMENT_PASSWORD,
      idempotencyKey: newKey(),
      ...input,
    },
    { token: agent.token },
  );

describe("transferring money to a downline", () => {
  it("moves the money once for a repeated key, and both sides see it", async () => {
    const agentBefore = (await balanceOf(t, agent.token)).mainBalance;
    const demoBefore = (await balanceOf(t, demo.token)).mainBalance;
    const key = newKey();
    const first = okValue(await send({ amount: 2_500, idempotencyKey: key }));
    const again = okValue(await send({ amount: 2_500, idempotencyKey: key }));
    expect(again).toEqual(first);
    expect(first).toMatchObject({ downline: "demo01", mainBalance: agentBefore - 2_500 });
    expect((await balanceOf(t, agent.token)).mainBalance).toBe(agentBefore - 2_500);
    expect((await balanceOf(t, demo.token)).mainBalance).toBe(demoBefore + 2_500);

    const out = okValue(
      await callApi(t, "walletRecords", { preset: "today", type: "downline_out" }, { token: agent.token }),
    );
    expect(out.rows).toHaveLength(1);
    expect(out.rows[0]).toMatchObject({ type: "downline_out", reference: "demo01" });
    const into = okValue(
      await callApi(t, "walletRecords", { preset: "today", type: "downline_in" }, { token: demo.token }),
    );
    expect(into.rows).toHaveLength(1);
    expect(into.rows[0]).toMatchObject({ type: "downline_in", reference: "agent01" });

    const agentInbox = okValue(await callApi(t, "inboxMessages", {}, { token: agent.token }));
    expect(agentInbox.rows.filter((m) => m.kind === "downline_transfer_out")).toEqual([
      expect.objectContaining({ amount: 2_500, orderNo: first.transferId }),
    ]);
    const demoInbox = okValue(await callApi(t, "inboxMessages", {}, { token: demo.token }));
    expect(demoInbox.rows.filter((m) => m.kind === "downline_transfer_in")).toEqual([
      expect.objectContaining({ amount: 2_500, orderNo: first.transferId }),
    ]);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });

  it("refuses more than the balance, a wrong payment password and a member outside the team", async () => {
    const before = (await balanceOf(t, agent.token)).mainBalance;
    expect(failureOf(await send({ amount: before + 1 })).code).toBe("INSUFFICIENT_FUNDS");
    const wrong = failureOf(await send({ paymentPassword: "000000" }));
    expect(wrong.code).toBe("INVALID_INPUT");
    expect(failureOf(await send({ downline: "reset01" })).code).toBe("NOT_A_DOWNLINE");
    expect(failureOf(await send({ downline: "agent01" })).code).toBe("NOT_A_DOWNLINE");
    expect(failureOf(await send({ downline: "nobody-at-all" })).code).toBe("NOT_A_DOWNLINE");
    expect((await balanceOf(t, agent.token)).mainBalance).toBe(before);
  });

  it("reaches a team member deeper than one level, and never upwards", async () => {
    const deep = okValue(await send({ downline: "agent41", amount: 300 }));
    expect(deep.downline).toBe("agent41");
    const sub = await memberSession(t, "agent41", "Agent1234");
    const upwards = await callApi(
      t,
      "downlineTransfer",
      { downline: "agent01", amount: 100, paymentPassword: "000000", idempotencyKey: newKey() },
      { token: sub.token },
    );
    expect(failureOf(upwards).code).toBe("NOT_A_DOWNLINE");
  });
});
