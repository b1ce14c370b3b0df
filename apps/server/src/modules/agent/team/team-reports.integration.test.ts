import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentBills, agentContracts } from "../../../db/schema/agents.ts";
import { callApi, okValue } from "../../../test/api-client.ts";
import { launchToken, slotGameOf } from "../../../test/game-fixtures.ts";
import { demoMerchant } from "../../../test/merchant-fixtures.ts";
import { startTestApp, type TTestApp } from "../../../test/test-app.ts";
import { creditMember, memberSession } from "../../../test/wallet-fixtures.ts";

let t: TTestApp;
/** The app's clock runs with real time, shifted by this much (moved by the zone test). */
let offset = 0;
let agent: { token: string; memberId: number };
let demo: { token: string; memberId: number };
let sub: { token: string; memberId: number };
let merchantId: number;

beforeAll(async () => {
  t = await startTestApp({}, () => new Date(Date.now() + offset));
  agent = await memberSession(t, "agent01", "Agent1234");
  demo = await memberSession(t, "demo01", "Demo1234");
  sub = await memberSession(t, "agent41", "Agent1234");
  merchantId = (await demoMerchant(t)).id;
});
afterAll(async () => t?.close());

/** The local date of an instant in the demo merchant's zone (Asia/Yangon, UTC+06:30). */
const yangonDay = (at: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Yangon" }).format(at);

/** Plays `count` spins of the smallest bet for demo01; answers what was staked and won. */
async function playSpins(count: number): Promise<{ staked: number; won: number }> {
  await creditMember(t, demo.memberId, 100_000);
  const game = await slotGameOf(t, "NOVA");
  const token = await launchToken(t, demo.token, game.id);
  const opened = okValue(await callApi(t, "slotSession", { token }));
  const lines = Math.min(opened.game.maxLines, 1);
  const betPerLine = opened.game.betPerLineOptions.find((b) => b * lines >= opened.game.minBet) ?? 0;
  let staked = 0;
  let won = 0;
  for (let n = 0; n < count; n += 1) {
    const round = okValue(
      await callApi(t, "slotSpin", { token, lines, betPerLine, roundKey: `rk-${randomUUID()}` }),
    );
    staked += round.totalBet;
    won += round.totalWin;
  }
  return { staked, won };
}

describe("the team's figures after real slot bets", () => {
  let played: { staked: number; won: number };
  beforeAll(async () => {
    played = await playSpins(4);
  });

  it("shows bets, valid bets and prizes in the overview and in today's day", async () => {
    const overview = okValue(await callApi(t, "teamOverview", { preset: "today" }, { token: agent.token }));
    expect(overview.totals).toMatchObject({
      bettors: 1,
      betAmount: played.staked,
      validBet: played.staked,
      prizes: played.won,
    });
    const { activityBonus, wages } = overview.totals;
    expect(overview.totals.netProfit).toBe(played.won + activityBonus + wages - played.staked);
    expect(overview.totals.teamSize).toBeGreaterThanOrEqual(3);
    expect(overview.totals.teamBalance).toBeGreaterThanOrEqual(100_000 - played.staked + played.won);
    const today = yangonDay(new Date());
    expect(overview.period).toEqual({ fromDay: today, toDay: today });
    expect(overview.days).toEqual([
      expect.objectContaining({
        day: today,
        betAmount: played.staked,
        validBet: played.staked,
        prizes: played.won,
      }),
    ]);
    // agent41's team does not hold demo01: none of its bets count there.
    const other = okValue(await callApi(t, "teamOverview", { preset: "today" }, { token: sub.token }));
    expect(other.totals.betAmount).toBe(0);
  });

  it("lists the rounds newest first, and narrows them to one member", async () => {
    const bets = okValue(await callApi(t, "teamBets", { preset: "today" }, { token: agent.token }));
    expect(bets.total).toBe(4);
    expect(bets.rows[0]).toMatchObject({ username: "demo01", vendor: "NOVA", status: "settled" });
    expect(bets.rows[0]?.gameName).not.toBe("");
    expect(bets.rows.reduce((sum, row) => sum + row.validBet, 0)).toBe(played.staked);
    const none = okValue(
      await callApi(t, "teamBets", { preset: "today", username: "agent41" }, { token: agent.token }),
    );
    expect(none.rows).toEqual([]);
  });

  it("reports profit per member and day, with totals", async () => {
    const profit = okValue(await callApi(t, "teamProfit", { preset: "today" }, { token: agent.token }));
    expect(profit.rows).toEqual([
      expect.objectContaining({ username: "demo01", bets: 4, betAmount: played.staked, prizes: played.won }),
    ]);
    expect(profit.totals).toMatchObject({
      bets: 4,
      betAmount: played.staked,
      profit: played.won - played.staked,
    });
  });

  it("lists the downlines' account lines by type, never the agent's own", async () => {
    const games = okValue(
      await callApi(t, "teamTransactions", { preset: "today", type: "game" }, { token: agent.token }),
    );
    const bets = games.rows.filter((row) => row.amount < 0);
    expect(bets.reduce((sum, row) => sum - row.amount, 0)).toBe(played.staked);
    expect(games.rows.every((row) => row.username === "demo01" && row.type === "game")).toBe(true);
    await creditMember(t, agent.memberId, 777);
    const all = okValue(
      await callApi(t, "teamTransactions", { preset: "today", pageSize: 100 }, { token: agent.token }),
    );
    expect(all.rows.some((row) => row.username === "agent01")).toBe(false);
    expect(all.rows.some((row) => row.type === "adjustment" && row.username === "demo01")).toBe(true);
  });
});

describe("the agent's income", () => {
  const PASSWORD = "Tq7wXz94";

  /** An agent of its own (no seeded contracts or bills), opened by `by`; answers its session. */
  async function openAgent(byToken: string) {
    const username = `inc${process.pid % 10_000}x${randomUUID().slice(0, 6)}`;
    const opened = await callApi(
      t,
      "registerDownline",
      { username, password: PASSWORD, accountType: "agent" },
      { token: byToken },
    );
    okValue(opened);
    return { username, ...(await memberSession(t, username, PASSWORD)) };
  }

  /** A platform contract of `top`, and one of `below` offered by `top`. */
  async function contracts(topId: number, belowId: number) {
    const terms = { tiers: [{ rateBp: 50, minValidBet: 0, minActiveMembers: 0, minLoss: 0 }] };
    const rows = await t.ctx.database.db
      .insert(agentContracts)
      .values([
        { merchantId, memberId: topId, uplineId: null, kind: "daily_wage", state: "active", terms },
        { merchantId, memberId: belowId, uplineId: topId, kind: "daily_wage", state: "active", terms },
      ])
      .returning({ id: agentContracts.id });
    return { mine: Number(rows[0]?.id), downline: Number(rows[1]?.id) };
  }

  it("sums paid bills per local day of the merchant, less what the agent paid its downlines", async () => {
    // A moment when Yangon's date is already the next UTC day: 20:00 UTC is 02:30 there.
    const now = new Date();
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 20, 0));
    offset = at.getTime() - Date.now();
    const today = yangonDay(at);
    // Sessions idle past the moved clock have expired: agent01 logs in again.
    const opener = await memberSession(t, "agent01", "Agent1234");
    const top = await openAgent(opener.token);
    const below = await openAgent(top.token);
    const ids = await contracts(top.memberId, below.memberId);
    // The local midnight that starts today in Yangon, and the one before it.
    const dayStart = new Date(`${today}T00:00:00+06:30`);
    const yesterdayStart = new Date(dayStart.getTime() - 86_400_000);
    const bill = (
      contractId: number,
      memberId: number,
      payerId: number | null,
      start: Date,
      paid: number,
    ) => ({
      merchantId,
      contractId,
      memberId,
      payerId,
      kind: "daily_wage",
      periodStart: start,
      periodEnd: new Date(start.getTime() + 86_400_000),
      state: paid > 0 ? "paid" : "insufficient",
      grossAmount: Math.max(paid, 900),
      paidAmount: paid,
    });
    await t.ctx.database.db
      .insert(agentBills)
      .values([
        bill(ids.mine, top.memberId, null, dayStart, 5_000),
        bill(ids.downline, below.memberId, top.memberId, dayStart, 1_200),
        bill(ids.mine, top.memberId, null, yesterdayStart, 3_000),
        bill(ids.downline, below.memberId, top.memberId, yesterdayStart, 0),
      ]);

    const todays = okValue(await callApi(t, "agentIncome", { preset: "today" }, { token: top.token }));
    expect(todays.period).toEqual({ fromDay: today, toDay: today });
    expect(todays.rows).toEqual([
      {
        day: today,
        dailyWage: 5_000,
        hourSalary: 0,
        realtimeSalary: 0,
        dividend: 0,
        paidToDownlines: 1_200,
        net: 3_800,
      },
    ]);
    const twoDays = okValue(
      await callApi(
        t,
        "agentIncome",
        { preset: "custom", from: yangonDay(yesterdayStart), to: today },
        { token: top.token },
      ),
    );
    expect(twoDays.rows.map((row) => row.day)).toEqual([today, yangonDay(yesterdayStart)]);
    expect(twoDays.totals).toMatchObject({ dailyWage: 8_000, paidToDownlines: 1_200, net: 6_800 });
    const yesterday = okValue(await callApi(t, "agentIncome", { preset: "yesterday" }, { token: top.token }));
    expect(yesterday.totals).toMatchObject({ dailyWage: 3_000, paidToDownlines: 0, net: 3_000 });
    // The payee sees the bill as its income; it paid nobody.
    const theirs = okValue(await callApi(t, "agentIncome", { preset: "today" }, { token: below.token }));
    expect(theirs.totals).toMatchObject({ dailyWage: 1_200, paidToDownlines: 0, net: 1_200 });
    offset = 0;
  });
});
