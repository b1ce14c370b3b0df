import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { merchants } from "../../../db/schema/merchants.ts";
import { depositOrders, paymentChannels } from "../../../db/schema/payments.ts";
import { callApi, failureOf, okValue } from "../../../test/api-client.ts";
import {
  addMember,
  addMerchant,
  DEMO_OWNER,
  loginNewOperator,
  operatorLogin,
} from "../../../test/operator-fixtures.ts";
import { startTestApp, type TTestApp } from "../../../test/test-app.ts";
import { updateMember } from "../../accounts/index.ts";
import { recordAuthEvent, type TAuthEvent } from "../../session/auth-events.ts";

/** 20:30 UTC is 03:00 the next day in Yangon (UTC+06:30): the merchant's "today" is 16 March. */
const NOW = new Date("2030-03-15T20:30:00Z");
const at = (iso: string) => new Date(iso);

let t: TTestApp;
let token: string;
let merchantId: number;
beforeAll(async () => {
  t = await startTestApp({}, () => NOW);
  merchantId = await addMerchant(t, "dash");
  await t.ctx.database.db
    .update(merchants)
    .set({ timeZone: "Asia/Yangon" })
    .where(eq(merchants.id, merchantId));
  t.ctx.merchants.invalidate();
  token = await loginNewOperator(t, { username: "dash-content", role: "content", merchantId });
});
afterAll(async () => t?.close());

async function login(memberId: number, when: string, event: TAuthEvent = "login") {
  await recordAuthEvent(t.ctx.database.db, {
    merchantId,
    memberId,
    event,
    ip: "10.93.0.1",
    userAgent: "test",
    at: at(when),
  });
}

describe("the dashboard", () => {
  it("counts each day of the merchant's time zone, today last, with zeros for quiet days", async () => {
    // 18:00 UTC on the 15th is 00:30 on the 16th in Yangon; 17:00 UTC is still the 15th there.
    const today = await addMember(t, {
      username: "dash-today",
      merchantId,
      createdAt: at("2030-03-15T18:00:00Z"),
    });
    const late = await addMember(t, {
      username: "dash-late",
      merchantId,
      createdAt: at("2030-03-15T17:00:00Z"),
    });
    const agent = await addMember(t, {
      username: "dash-agent",
      type: 1,
      merchantId,
      createdAt: at("2030-03-03T00:00:00Z"),
    });
    const old = await addMember(t, {
      username: "dash-old",
      merchantId,
      createdAt: at("2030-02-01T00:00:00Z"),
    });
    const trial = await addMember(t, {
      username: "dash-trial",
      type: 4,
      merchantId,
      createdAt: at("2030-03-15T19:00:00Z"),
    });
    await updateMember(t.ctx.database.db, old.id, { status: "locked" });

    await login(today.id, "2030-03-15T18:05:00Z");
    await login(today.id, "2030-03-15T19:05:00Z");
    await login(late.id, "2030-03-15T20:00:00Z");
    await login(late.id, "2030-03-15T20:01:00Z", "login_failed");
    await login(late.id, "2030-03-15T17:10:00Z");
    await login(trial.id, "2030-03-15T19:00:00Z");
    await login(agent.id, "2030-03-02T17:29:00Z"); // 23:59 on 2 March in Yangon: before the window
    await login(agent.id, "2030-03-02T17:31:00Z"); // 00:01 on 3 March: the first day shown

    // Credited deposits count on the day they were credited (merchant time); waiting ones in the totals.
    const [channel] = await t.ctx.database.db
      .insert(paymentChannels)
      .values({ merchantId, kind: "bank", name: "Dash bank", minMinor: 100, maxMinor: 10_000_000 })
      .returning();
    const order = (no: string, amountMinor: number, status: string, settledAt: Date | null) => ({
      merchantId,
      memberId: late.id,
      channelId: channel?.id ?? 0,
      orderNo: no,
      amountMinor,
      feeMinor: 0,
      status,
      settledAt,
    });
    await t.ctx.database.db
      .insert(depositOrders)
      .values([
        order("DDASH1", 70_000, "credited", at("2030-03-15T17:00:00Z")),
        order("DDASH2", 25_000, "credited", at("2030-03-15T18:00:00Z")),
        order("DDASH3", 99_000, "awaiting_approval", null),
        order("DDASH4", 11_000, "failed", at("2030-03-15T18:30:00Z")),
      ]);

    const answer = await callApi(t, "boDashboard", undefined, { token, merchant: "dash" });
    const board = okValue(answer);
    expect(board.timeZone).toBe("Asia/Yangon");
    expect(board.days).toHaveLength(14);
    expect(board.days[0]).toEqual({
      day: "2030-03-03",
      registrations: 1,
      logins: 1,
      activeMembers: 1,
      deposits: 0,
      withdrawals: 0,
    });
    expect(board.days[1]).toEqual({
      day: "2030-03-04",
      registrations: 0,
      logins: 0,
      activeMembers: 0,
      deposits: 0,
      withdrawals: 0,
    });
    expect(board.days[12]).toMatchObject({
      day: "2030-03-15",
      registrations: 1,
      logins: 1,
      activeMembers: 1,
      deposits: 70_000,
      withdrawals: 0,
    });
    expect(board.today).toEqual({
      day: "2030-03-16",
      registrations: 1,
      logins: 3,
      activeMembers: 2,
      deposits: 25_000,
      withdrawals: 0,
    });
    expect(board.days[13]).toEqual(board.today);
    expect(board.totals).toEqual({
      members: 4,
      lockedMembers: 1,
      agents: 1,
      pendingDeposits: 1,
      pendingWithdrawals: 0,
    });
  });

  it("shows only the merchant being acted on", async () => {
    const demo = await callApi(t, "boDashboard", undefined, { token: await operatorLogin(t, DEMO_OWNER) });
    expect(okValue(demo).totals.members).toBeGreaterThan(0);
    expect(okValue(demo).today.logins).toBe(0);
    const refused = await callApi(t, "boDashboard", undefined, { token });
    expect(failureOf(refused).code).toBe("FORBIDDEN");
  });
});
