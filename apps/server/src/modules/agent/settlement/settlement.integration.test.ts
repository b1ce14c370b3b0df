import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../db/database.ts";
import { agentBills } from "../../../db/schema/agents.ts";
import type { JobRunner } from "../../../jobs/job-runner.ts";
import { callApi, okValue } from "../../../test/api-client.ts";
import { launchToken, slotGameOf, vendorSecret } from "../../../test/game-fixtures.ts";
import { demoMerchant } from "../../../test/merchant-fixtures.ts";
import {
  addOperator,
  auditSince,
  lastAuditId,
  loginNewOperator,
  operatorLogin,
} from "../../../test/operator-fixtures.ts";
import { startTestApp, type TTestApp } from "../../../test/test-app.ts";
import { VendorSimulator } from "../../../test/vendor-simulator.ts";
import { creditMember, memberSession } from "../../../test/wallet-fixtures.ts";
import { dayString, localToday } from "../../wallet/index.ts";
import { checkLedger } from "../../wallet/ledger-check.ts";
import {
  addContract,
  addPlay,
  agentTree,
  billsOf,
  jobRunner,
  mainBalance,
  terms,
} from "./settlement-fixtures.ts";

const VENDOR = "NOVA";
const ZONE = "Asia/Yangon";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

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

const sumGross = (bills: { grossAmount: number }[]) => bills.reduce((s, b) => s + b.grossAmount, 0);

describe("real-time salary", () => {
  it("pays platform → top agent → sub agent the level difference of real settled bets, once", async () => {
    const { top, sub, p1, p2, p3 } = await agentTree(t, "rts");
    const at = new Date(clock - HOUR);
    const topContract = await addContract(t, {
      merchantId,
      holderId: top.id,
      uplineId: null,
      kind: "realtime_salary",
      terms: terms([100, 0]),
      at,
    });
    const subContract = await addContract(t, {
      merchantId,
      holderId: sub.id,
      uplineId: top.id,
      kind: "realtime_salary",
      terms: terms([60, 0]),
      at,
    });

    // Bets land in the database's real-time windows: the test clock starts from the wall clock.
    clock = Date.now();
    const secret = await vendorSecret(t, VENDOR);
    const vendor = new VendorSimulator(
      await t.app.listen({ port: 0, host: "127.0.0.1" }),
      VENDOR,
      secret,
      () => clock,
    );
    const gameId = (await slotGameOf(t, VENDOR)).id;
    for (const [player, stake, win] of [
      [p1, 10_000, 2_000],
      [p2, 20_000, 0],
      [p3, 30_000, 45_000],
    ] as const) {
      const session = await memberSession(t, player.username, "Tree1234");
      await creditMember(t, player.id, 100_000);
      const token = await launchToken(t, session.token, gameId);
      expect((await vendor.send("authenticate", { token })).body.success).toBe(true);
      const roundId = `r-${randomUUID()}`;
      const bet = await vendor.send("bet", {
        playerId: String(player.id),
        token,
        txId: `b-${randomUUID()}`,
        roundId,
        amount: stake,
      });
      expect(bet.body.success).toBe(true);
      const won = await vendor.send("win", {
        playerId: String(player.id),
        txId: `w-${randomUUID()}`,
        roundId,
        amount: win,
        roundClosed: true,
      });
      expect(won.body.success).toBe(true);
    }
    const platformBefore = await platformAgentPay();

    // Still inside the window (or its grace): nothing is settled yet.
    await runner.runNow("agent.realtime-salary");
    const early = (await billsOf(t, topContract)).filter((b) => b.grossAmount > 0);
    expect(early).toEqual([]);

    clock += 9 * MINUTE;
    await runner.runNow("agent.realtime-salary");
    const topBills = await billsOf(t, topContract);
    const subBills = await billsOf(t, subContract);
    // Each bet counts whole in its window, so the sums are exact even if the bets crossed a boundary.
    expect(sumGross(topBills)).toBe(600);
    expect(sumGross(subBills)).toBe(180);
    expect(
      topBills.every((b) => b.state === "paid" && b.payerId === null && b.paidAmount === b.grossAmount),
    ).toBe(true);
    expect(subBills.every((b) => b.state === "paid" && b.payerId === top.id)).toBe(true);
    expect(topBills.reduce((s, b) => s + b.childrenAmount, 0)).toBe(180);
    expect(await mainBalance(t, top.id)).toBe(420);
    expect(await mainBalance(t, sub.id)).toBe(180);
    expect(platformBefore - (await platformAgentPay())).toBe(600);

    // The agents read them as account lines.
    const topSession = await memberSession(t, top.username, "Tree1234");
    const records = okValue(
      await callApi(t, "walletRecords", { preset: "today" }, { token: topSession.token }),
    );
    const types = records.rows.map((row) => [row.type, row.amount]);
    expect(types).toContainEqual(["agent_payout", -180]);
    expect(types.filter(([type]) => type === "agent_income").reduce((s, [, a]) => s + Number(a), 0)).toBe(
      600,
    );

    // The site's bill calls: mine and downline.
    const mine = okValue(
      await callApi(
        t,
        "contractBills",
        { kind: "realtime_salary", side: "mine" },
        { token: topSession.token },
      ),
    );
    expect(mine.totalGross).toBe(600);
    expect(mine.rows.every((row) => row.payee === top.username && row.payer === null)).toBe(true);
    const paidDown = okValue(
      await callApi(
        t,
        "contractBills",
        { kind: "realtime_salary", side: "downline" },
        { token: topSession.token },
      ),
    );
    expect(paidDown.totalPaid).toBe(180);
    expect(paidDown.rows[0]).toMatchObject({ payee: sub.username, payer: top.username, rateBp: 60 });

    // Running again pays nothing twice.
    const billCount = (await t.ctx.database.db.select().from(agentBills)).length;
    await runner.runNow("agent.realtime-salary");
    expect((await t.ctx.database.db.select().from(agentBills)).length).toBe(billCount);
    expect(await mainBalance(t, top.id)).toBe(420);
    expect(await mainBalance(t, sub.id)).toBe(180);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });
});

async function platformAgentPay(): Promise<number> {
  const [row] = rowsOf<{ balance: string | number }>(
    await t.ctx.database.db.execute(sql`
      select coalesce(sum(credits_posted - debits_posted), 0) as balance from ledger_accounts
      where merchant_id = ${merchantId} and member_id is null and kind = 'agent_pay'`),
  );
  return Number(row?.balance ?? 0);
}

const localDay = (at: number) => dayString(localToday(new Date(at), ZONE));

describe("hourly salary", () => {
  it("settles nothing below a top agent that reached no tier", async () => {
    const { top, sub, p1 } = await agentTree(t, "hrs");
    const at = new Date(clock - HOUR);
    const topContract = await addContract(t, {
      merchantId,
      holderId: top.id,
      uplineId: null,
      kind: "hour_salary",
      terms: terms([100, 1_000_000]),
      at,
    });
    const subContract = await addContract(t, {
      merchantId,
      holderId: sub.id,
      uplineId: top.id,
      kind: "hour_salary",
      terms: terms([50, 0]),
      at,
    });
    const playAt = clock + 2 * HOUR;
    await addPlay(t, {
      merchantId,
      memberId: p1.id,
      at: new Date(playAt),
      day: localDay(playAt),
      stake: 50_000,
      win: 0,
    });
    clock = playAt + HOUR + 5 * MINUTE;
    await runner.runNow("agent.hour-salary");
    const [topBill] = (await billsOf(t, topContract)).filter((b) => b.teamValidBet > 0);
    expect(topBill).toMatchObject({ state: "not_reached", tier: null, grossAmount: 0 });
    const subBills = await billsOf(t, subContract);
    expect(subBills.length).toBeGreaterThan(0);
    expect(subBills.every((b) => b.state === "not_reached" && b.grossAmount === 0)).toBe(true);
    expect(await mainBalance(t, sub.id)).toBe(0);
  });

  it("settles an hour exactly once when two runners run the job at the same time", async () => {
    const { top, p3 } = await agentTree(t, "hrc");
    const contract = await addContract(t, {
      merchantId,
      holderId: top.id,
      uplineId: null,
      kind: "hour_salary",
      terms: terms([100, 0]),
      at: new Date(clock - HOUR),
    });
    const playAt = clock + 10 * MINUTE;
    await addPlay(t, {
      merchantId,
      memberId: p3.id,
      at: new Date(playAt),
      day: localDay(playAt),
      stake: 70_000,
      win: 0,
    });
    clock = playAt + 2 * HOUR;
    const other = jobRunner(t);
    await Promise.all([runner.runNow("agent.hour-salary"), other.runNow("agent.hour-salary")]);
    const bills = (await billsOf(t, contract)).filter((b) => b.grossAmount > 0);
    expect(bills.map((b) => b.grossAmount)).toEqual([700]);
    expect(await mainBalance(t, top.id)).toBe(700);
    const [transfers] = rowsOf<{ n: string | number }>(
      await t.ctx.database.db.execute(
        sql`select count(*) as n from ledger_transfers where transfer_key = ${`agent-bill:${bills[0]?.id}`}`,
      ),
    );
    expect(Number(transfers?.n)).toBe(1);
  });
});

describe("console", () => {
  it("holds a bill above the review threshold until a second operator approves it", async () => {
    const { top, p3 } = await agentTree(t, "rv");
    const ownerLogin = await addOperator(t, { username: "stl-owner", role: "owner", merchantId });
    const owner = await operatorLogin(t, ownerLogin);
    const settings = okValue(await callApi(t, "boAgentContractSettings", undefined, { token: owner }));
    okValue(
      await callApi(t, "boSaveAgentContractSettings", { ...settings, reviewAbove: 500 }, { token: owner }),
    );
    const contract = await addContract(t, {
      merchantId,
      holderId: top.id,
      uplineId: null,
      kind: "hour_salary",
      terms: terms([100, 0]),
      at: new Date(clock - HOUR),
    });
    const playAt = clock + 10 * MINUTE;
    await addPlay(t, {
      merchantId,
      memberId: p3.id,
      at: new Date(playAt),
      day: localDay(playAt),
      stake: 80_000,
      win: 0,
    });
    clock = playAt + 2 * HOUR;
    await runner.runNow("agent.hour-salary");
    // The console session idles out over the hours the clock moved: sign in again.
    const reviewer = await operatorLogin(t, ownerLogin);
    const [bill] = (await billsOf(t, contract)).filter((b) => b.grossAmount > 0);
    expect(bill).toMatchObject({ state: "awaiting_review", grossAmount: 800 });
    const listed = okValue(
      await callApi(
        t,
        "boAgentBills",
        {
          preset: "custom",
          from: localDay(bill?.periodStart.getTime() ?? 0),
          to: localDay(bill?.periodStart.getTime() ?? 0),
          state: "awaiting_review",
          username: top.username,
        },
        { token: reviewer },
      ),
    );
    expect(listed.rows.map((row) => row.id)).toEqual([bill?.id]);

    const mark = await lastAuditId(t);
    const filed = okValue(
      await callApi(t, "boReviewAgentBill", { id: bill?.id, decision: "approve" }, { token: reviewer }),
    );
    expect(filed.state).toBe("awaiting_review");
    const audit = await auditSince(t, mark);
    expect(audit.map((row) => [row.action, row.outcome])).toEqual([
      ["approvals.request", "ok"],
      ["agents.bills.review", "ok"],
    ]);
    expect(await mainBalance(t, top.id)).toBe(0);
    const [request] = rowsOf<{ id: number }>(
      await t.ctx.database.db.execute(
        sql`select id from approval_requests where kind = 'agent.bill-pay' and status = 'pending'`,
      ),
    );
    const finance = await loginNewOperator(t, { username: "stl-finance", role: "finance", merchantId });
    okValue(
      await callApi(
        t,
        "boDecideApproval",
        { id: Number(request?.id), decision: "approve" },
        { token: finance },
      ),
    );
    expect((await billsOf(t, contract)).find((b) => b.id === bill?.id)).toMatchObject({
      state: "paid",
      paidAmount: 800,
    });
    expect(await mainBalance(t, top.id)).toBe(800);

    // A settled period run again makes no second bill and pays nothing twice.
    const rerun = okValue(
      await callApi(
        t,
        "boRerunAgentSettlement",
        { kind: "hour_salary", periodStart: bill?.periodStart.getTime() ?? 0 },
        { token: reviewer },
      ),
    );
    expect(rerun).toMatchObject({ bills: 0, paid: 0 });
    expect(await mainBalance(t, top.id)).toBe(800);
    okValue(await callApi(t, "boSaveAgentContractSettings", settings, { token: reviewer }));
  });
});
