// Day-based settlements: the daily wage after the merchant's midnight, and a half-month dividend.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberMessages } from "../../../db/schema/inbox.ts";
import { ledgerTransfers } from "../../../db/schema/wallet.ts";
import type { JobRunner } from "../../../jobs/job-runner.ts";
import { callApi, okValue } from "../../../test/api-client.ts";
import { demoMerchant } from "../../../test/merchant-fixtures.ts";
import { startTestApp, type TTestApp } from "../../../test/test-app.ts";
import { creditMember, memberSession } from "../../../test/wallet-fixtures.ts";
import { dayString, localToday, zonedStart } from "../../wallet/index.ts";
import {
  addContract,
  addPlay,
  agentTree,
  billsOf,
  jobRunner,
  mainBalance,
  terms,
} from "./settlement-fixtures.ts";

const ZONE = "Asia/Yangon";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let t: TTestApp;
let clock = Date.now();
let runner: JobRunner;
let merchantId: number;

beforeAll(async () => {
  t = await startTestApp({}, () => new Date(clock));
  runner = jobRunner(t);
  merchantId = (await demoMerchant(t)).id;
});
afterAll(async () => t?.close());

/**
 * A new tree whose sub agent holds a 2 % daily wage from its top agent (which holds none itself,
 * so it pays out of its own balance), and 90,000 of valid bets by a team member at noon today.
 */
async function subWageOnPlayToday(prefix: string) {
  const { top, sub, p1 } = await agentTree(t, prefix);
  const subContract = await addContract(t, {
    merchantId,
    holderId: sub.id,
    uplineId: top.id,
    kind: "daily_wage",
    terms: terms([200, 0]),
    at: new Date(clock - DAY),
  });
  const today = localToday(new Date(clock), ZONE);
  await addPlay(t, {
    merchantId,
    memberId: p1.id,
    at: new Date(zonedStart(today, ZONE).getTime() + 12 * HOUR),
    day: dayString(today),
    stake: 90_000,
    win: 10_000,
  });
  return { top, sub, subContract, today };
}

describe("daily wage", () => {
  it("runs after the merchant's midnight plus the delay; a short upline is told, tops up and is paid on retry", async () => {
    const { top, sub, subContract, today } = await subWageOnPlayToday("dw");

    clock = zonedStart(today + DAY, ZONE).getTime() + 2 * HOUR; // 02:00 local: before the 02:05 run
    await runner.runNow("agent.daily-wage");
    expect(
      (await billsOf(t, subContract)).filter(
        (b) => b.periodStart.getTime() === zonedStart(today, ZONE).getTime(),
      ),
    ).toEqual([]);

    clock += 6 * MINUTE;
    await runner.runNow("agent.daily-wage");
    const [bill] = (await billsOf(t, subContract)).filter(
      (b) => b.periodStart.getTime() === zonedStart(today, ZONE).getTime(),
    );
    expect(bill).toMatchObject({
      state: "insufficient",
      grossAmount: 1_800,
      payerId: top.id,
      attempts: 1,
      teamValidBet: 90_000,
    });
    const messages = await t.ctx.database.db
      .select()
      .from(memberMessages)
      .where(and(eq(memberMessages.memberId, top.id), eq(memberMessages.kind, "agent_bill_insufficient")));
    expect(messages.map((m) => m.amountMinor)).toEqual([1_800]);

    // Not yet due: the retry waits; topped up and due, it pays.
    await creditMember(t, top.id, 5_000);
    await runner.runNow("agent.bill-retry");
    expect((await billsOf(t, subContract)).find((b) => b.id === bill?.id)?.state).toBe("insufficient");
    clock += 11 * MINUTE;
    await runner.runNow("agent.bill-retry");
    expect((await billsOf(t, subContract)).find((b) => b.id === bill?.id)).toMatchObject({
      state: "paid",
      paidAmount: 1_800,
    });
    expect(await mainBalance(t, top.id)).toBe(3_200);
    expect(await mainBalance(t, sub.id)).toBe(1_800);

    // Collecting by hand afterwards finds nothing left to pay.
    const subSession = await memberSession(t, sub.username, "Tree1234");
    const collected = okValue(await callApi(t, "processDailySalary", undefined, { token: subSession.token }));
    expect(collected).toEqual({ paid: 0, amount: 0, stillDue: 0 });
    expect(await mainBalance(t, sub.id)).toBe(1_800);
  });
});

describe("a payer with part of a bill", () => {
  it("pays what it has at once (partly paid), and the rest when the holder collects after a top-up", async () => {
    const { top, sub, subContract, today } = await subWageOnPlayToday("pp");
    await creditMember(t, top.id, 1_000);

    clock = zonedStart(today + DAY, ZONE).getTime() + 2 * HOUR + 6 * MINUTE;
    await runner.runNow("agent.daily-wage");
    const [bill] = (await billsOf(t, subContract)).filter(
      (b) => b.periodStart.getTime() === zonedStart(today, ZONE).getTime(),
    );
    expect(bill).toMatchObject({ state: "partly_paid", grossAmount: 1_800, paidAmount: 1_000, attempts: 1 });
    expect(await mainBalance(t, top.id)).toBe(0);
    expect(await mainBalance(t, sub.id)).toBe(1_000);
    const messages = await t.ctx.database.db
      .select()
      .from(memberMessages)
      .where(and(eq(memberMessages.memberId, top.id), eq(memberMessages.kind, "agent_bill_insufficient")));
    expect(messages.map((m) => m.amountMinor)).toEqual([800]);

    // Still short on the retry: nothing more is paid, and no second message.
    clock += 11 * MINUTE;
    await runner.runNow("agent.bill-retry");
    expect((await billsOf(t, subContract)).find((b) => b.id === bill?.id)).toMatchObject({
      state: "partly_paid",
      paidAmount: 1_000,
      attempts: 2,
    });

    await creditMember(t, top.id, 2_000);
    const subSession = await memberSession(t, sub.username, "Tree1234");
    const collected = okValue(await callApi(t, "processDailySalary", undefined, { token: subSession.token }));
    expect(collected).toEqual({ paid: 1, amount: 800, stillDue: 0 });
    expect((await billsOf(t, subContract)).find((b) => b.id === bill?.id)).toMatchObject({
      state: "paid",
      paidAmount: 1_800,
    });
    expect(await mainBalance(t, top.id)).toBe(1_200);
    expect(await mainBalance(t, sub.id)).toBe(1_800);
    // Two transfers, each keyed by where it starts, and the retry job finds nothing left.
    const keys = await t.ctx.database.db
      .select({ key: ledgerTransfers.transferKey, amount: ledgerTransfers.amount })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.reference, `agent-bill:${bill?.id}`))
      .orderBy(ledgerTransfers.id);
    expect(keys.map((row) => [row.key, Number(row.amount)])).toEqual([
      [`agent-bill:${bill?.id}`, 1_000],
      [`agent-bill:${bill?.id}@1000`, 800],
    ]);
    clock += 11 * MINUTE;
    await runner.runNow("agent.bill-retry");
    expect(await mainBalance(t, sub.id)).toBe(1_800);
  });
});

describe("dividend", () => {
  it("settles a half-month period on the team's loss once it ended", async () => {
    const { top, p1, p2 } = await agentTree(t, "dv");
    const contract = await addContract(t, {
      merchantId,
      holderId: top.id,
      uplineId: null,
      kind: "dividend",
      terms: { ...terms([1_000, 0]), period: "half_month" },
      at: new Date(clock - DAY),
    });
    const today = localToday(new Date(clock), ZONE);
    const date = new Date(today);
    const half =
      date.getUTCDate() <= 15
        ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)
        : Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 16);
    const after =
      date.getUTCDate() <= 15
        ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 16)
        : Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
    const playAt = zonedStart(today, ZONE).getTime() + 13 * HOUR;
    await addPlay(t, {
      merchantId,
      memberId: p1.id,
      at: new Date(playAt),
      day: dayString(today),
      stake: 100_000,
      win: 20_000,
    });
    await addPlay(t, {
      merchantId,
      memberId: p2.id,
      at: new Date(playAt),
      day: dayString(today),
      stake: 10_000,
      win: 30_000,
    });

    clock = zonedStart(after, ZONE).getTime() + 2 * HOUR + 11 * MINUTE;
    await runner.runNow("agent.dividend");
    const bills = await billsOf(t, contract);
    expect(bills).toHaveLength(1);
    expect(bills[0]).toMatchObject({
      state: "paid",
      periodStart: zonedStart(half, ZONE),
      periodEnd: zonedStart(after, ZONE),
      teamLoss: 60_000,
      grossAmount: 6_000,
    });
    expect(await mainBalance(t, top.id)).toBe(6_000);
    await runner.runNow("agent.dividend");
    expect(await billsOf(t, contract)).toHaveLength(1);
    const session = await memberSession(t, top.username, "Tree1234");
    expect(okValue(await callApi(t, "processDividend", undefined, { token: session.token }))).toEqual({
      paid: 0,
      amount: 0,
      stillDue: 0,
    });
  });
});

describe("a bill its payer never covers", () => {
  it("is tried for 30 days after its period and then expires, never paid", async () => {
    const { top, sub, p1 } = await agentTree(t, "ex");
    const contract = await addContract(t, {
      merchantId,
      holderId: sub.id,
      uplineId: top.id,
      kind: "daily_wage",
      terms: terms([200, 0]),
      at: new Date(clock - DAY),
    });
    const today = localToday(new Date(clock), ZONE);
    const day = { at: new Date(zonedStart(today, ZONE).getTime() + 12 * HOUR), day: dayString(today) };
    await addPlay(t, { merchantId, memberId: p1.id, ...day, stake: 50_000, win: 0 });
    clock = zonedStart(today + DAY, ZONE).getTime() + 3 * HOUR;
    await runner.runNow("agent.daily-wage");
    const billOf = async () =>
      (await billsOf(t, contract)).find((b) => b.periodStart.getTime() === zonedStart(today, ZONE).getTime());
    expect(await billOf()).toMatchObject({ state: "insufficient", grossAmount: 1_000 });

    clock += 29 * DAY;
    await runner.runNow("agent.bill-retry");
    expect((await billOf())?.state).toBe("insufficient");
    clock += 2 * DAY;
    await runner.runNow("agent.bill-retry");
    expect((await billOf())?.state).toBe("expired");
    // Funds that arrive later pay nothing: the bill is closed.
    await creditMember(t, top.id, 5_000);
    clock += DAY;
    await runner.runNow("agent.bill-retry");
    expect(await billOf()).toMatchObject({ state: "expired", paidAmount: 0 });
    expect(await mainBalance(t, sub.id)).toBe(0);
  });
});
