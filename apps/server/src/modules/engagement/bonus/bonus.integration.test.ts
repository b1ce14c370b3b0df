import { randomUUID } from "node:crypto";
import type { TInputOf } from "@orchid/contract/endpoint-io";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../db/database.ts";
import { callApi, failureOf, okValue } from "../../../test/api-client.ts";
import { launchToken, slotGameOf } from "../../../test/game-fixtures.ts";
import { auditSince, lastAuditId, startConsoleTest } from "../../../test/operator-fixtures.ts";
import type { TTestApp } from "../../../test/test-app.ts";
import { balanceOf, codeOf, newKey, startDemoGateway } from "../../../test/wallet-fixtures.ts";
import {
  PAYMENT_PASSWORD,
  type TWithdrawingMember,
  withdrawingMember,
} from "../../../test/withdrawal-fixtures.ts";
import { checkLedger } from "../../wallet/ledger-check.ts";
import { runBonusEngine } from "./activity-consumer.ts";

// The bonus engine end to end (decisions/0022): a campaign an operator defines, a deposit that
// chooses it, the grant locked in the member's bonus account, slot play counting towards its
// turnover through the activity events, the conversion into the main wallet; the largest bet
// while active; forfeit on a withdrawal; once per member under a burst; once per device; expiry.

let t: TTestApp;
let ownerToken: string;
let gateway: Awaited<ReturnType<typeof startDemoGateway>>;

beforeAll(async () => {
  ({ t, ownerToken } = await startConsoleTest());
  gateway = await startDemoGateway(t);
});
afterAll(async () => {
  await gateway?.close();
  await t?.close();
});

const payoutAccountNumbers = async () => [] as string[];
const engine = () => runBonusEngine(t.ctx, payoutAccountNumbers);

type TCampaignInput = TInputOf<"boSaveCampaign">;

function campaignInput(overrides: Partial<TCampaignInput> = {}): TCampaignInput {
  return {
    name: { EN: `Welcome ${randomUUID().slice(0, 6)}` },
    description: { EN: "100% on the first deposit" },
    trigger: "first_deposit",
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: null,
    conditions: {},
    reward: { kind: "percent", percent: 50, cap: 4_000, minDeposit: 1_000 },
    wagering: {
      multiple: 1,
      basis: "deposit_and_bonus",
      contributions: { RNG: 100 },
      maxBet: 1_000,
      expiryDays: 30,
    },
    budget: null,
    ...overrides,
  };
}

async function activeCampaign(overrides: Partial<TCampaignInput> = {}) {
  const saved = okValue(await callApi(t, "boSaveCampaign", campaignInput(overrides), { token: ownerToken }));
  expect(saved.state).toBe("draft");
  const started = await callApi(
    t,
    "boCampaignState",
    { id: saved.id, state: "active" },
    { token: ownerToken },
  );
  return okValue(started);
}

const grantsOf = async (member: TWithdrawingMember) =>
  okValue(await callApi(t, "bonusGrants", {}, { token: member.token }));

async function bonusAccount(memberId: number): Promise<number> {
  const [row] = rowsOf<{ balance: string | number | null }>(
    await t.ctx.database.db.execute(sql`
      select credits_posted - debits_posted as balance from ledger_accounts
      where member_id = ${memberId} and kind = 'bonus'`),
  );
  return Number(row?.balance ?? 0);
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("timed out");
}

/** Deposits through the gateway simulator, the bonus chosen, and waits for the credit. */
async function depositWithBonus(member: TWithdrawingMember, amount: number, campaignId: number) {
  const created = okValue(
    await callApi(
      t,
      "deposit",
      { channelId: gateway.channelId, amount, idempotencyKey: newKey(), bonusCampaignId: campaignId },
      { token: member.token, headers: { host: gateway.host } },
    ),
  );
  const order = gateway.simulator.orders().find((o) => o.orderNo === created.orderNo);
  await gateway.simulator.pay(order?.gatewayOrderId ?? "");
  await waitFor(
    async () => okValue(await callApi(t, "deposits", {}, { token: member.token })).rows,
    (rows) => rows.some((row) => row.orderNo === created.orderNo && row.status === "credited"),
  );
}

/** A slot bet (lines × per line) of the game's offer: the largest within `atMost`, or the smallest above it. */
function slotBet(
  game: { maxLines: number; betPerLineOptions: number[]; minBet: number },
  atMost: number,
  above = false,
) {
  const bets = game.betPerLineOptions
    .flatMap((betPerLine) => Array.from({ length: game.maxLines }, (_, i) => ({ lines: i + 1, betPerLine })))
    .filter((bet) => bet.lines * bet.betPerLine >= game.minBet)
    .sort((a, b) => a.lines * a.betPerLine - b.lines * b.betPerLine);
  const pick = above
    ? bets.find((bet) => bet.lines * bet.betPerLine > atMost)
    : bets.filter((bet) => bet.lines * bet.betPerLine <= atMost).at(-1);
  if (!pick) throw new Error("no such bet");
  return pick;
}

describe("a first-deposit bonus from deposit to conversion", () => {
  it("is offered, granted when the deposit is credited, wagered on slots and converted", async () => {
    const campaign = await activeCampaign();
    // Money of its own to play with beyond the deposit (an adjustment, not a deposit).
    const member = await withdrawingMember(t, 100_000);
    const offers = okValue(await callApi(t, "depositBonuses", undefined, { token: member.token }));
    expect(offers.map((offer) => offer.campaignId)).toContain(campaign.id);

    await depositWithBonus(member, 10_000, campaign.id);
    await engine();
    const [grant] = (await grantsOf(member)).rows;
    // 50 % of 10,000, capped at 4,000; the turnover is the deposit and the bonus once.
    expect(grant).toMatchObject({ campaignId: campaign.id, bonus: 4_000, deposit: 10_000, required: 14_000 });
    expect(grant?.state).toBe("active");
    expect(await bonusAccount(member.id)).toBe(4_000);
    const credited = okValue(await callApi(t, "deposits", {}, { token: member.token })).rows[0]?.credit ?? 0;
    // The bonus is locked: the wallet shows the money and the deposit alone.
    expect((await balanceOf(t, member.token)).mainBalance).toBe(100_000 + credited);
    // First-deposit offers end with the first deposit.
    const after = okValue(await callApi(t, "depositBonuses", undefined, { token: member.token }));
    expect(after.map((offer) => offer.campaignId)).not.toContain(campaign.id);

    const game = await slotGameOf(t, "NOVA");
    const token = await launchToken(t, member.token, game.id);
    const model = okValue(await callApi(t, "slotSession", { token })).game;
    // Above the largest bet while the bonus is active: refused, nothing taken.
    const before = (await balanceOf(t, member.token)).mainBalance;
    const tooBig = await callApi(t, "slotSpin", {
      token,
      ...slotBet(model, 1_000, true),
      roundKey: `rk-${randomUUID()}`,
    });
    expect(failureOf(tooBig)).toMatchObject({ code: "BONUS_MAX_BET", value: { maxBet: 1_000 } });
    expect((await balanceOf(t, member.token)).mainBalance).toBe(before);

    // Play until the counted turnover reaches 14,000.
    const bet = slotBet(model, 1_000);
    let staked = 0;
    while (staked < 14_000) {
      okValue(await callApi(t, "slotSpin", { token, ...bet, roundKey: `rk-${randomUUID()}` }));
      staked += bet.lines * bet.betPerLine;
    }
    const mainBefore = (await balanceOf(t, member.token)).mainBalance;
    const run = await engine();
    expect(run.converted).toBe(1);
    const converted = (await grantsOf(member)).rows[0];
    expect(converted).toMatchObject({ state: "converted", counted: 14_000 });
    expect(await bonusAccount(member.id)).toBe(0);
    expect((await balanceOf(t, member.token)).mainBalance).toBe(mainBefore + 4_000);
    const inbox = okValue(await callApi(t, "inboxMessages", undefined, { token: member.token })).rows;
    expect(inbox.map((message) => message.kind)).toEqual(
      expect.arrayContaining(["bonus_granted", "bonus_converted"]),
    );
    // Converting twice is impossible: a second run finds nothing to move.
    expect((await engine()).converted).toBe(0);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });

  it("refuses a bonus the member may not take, and a deposit below its minimum, before paying", async () => {
    const campaign = await activeCampaign({ conditions: { labels: ["vip-only"] } });
    const member = await withdrawingMember(t, 0);
    const refused = await callApi(
      t,
      "deposit",
      { channelId: gateway.channelId, amount: 5_000, idempotencyKey: newKey(), bonusCampaignId: campaign.id },
      { token: member.token, headers: { host: gateway.host } },
    );
    expect(failureOf(refused)).toMatchObject({ code: "BONUS_NOT_ELIGIBLE" });
    const open = await activeCampaign({
      reward: { kind: "percent", percent: 50, cap: 4_000, minDeposit: 5_000 },
    });
    const small = await callApi(
      t,
      "deposit",
      { channelId: gateway.channelId, amount: 2_000, idempotencyKey: newKey(), bonusCampaignId: open.id },
      { token: member.token, headers: { host: gateway.host } },
    );
    expect(failureOf(small)).toMatchObject({
      code: "BONUS_NOT_ELIGIBLE",
      value: { reason: "deposit_too_small" },
    });
    expect(okValue(await callApi(t, "deposits", {}, { token: member.token })).rows).toEqual([]);
  });
});

describe("joining a campaign", () => {
  const windowCampaign = (overrides: Partial<TCampaignInput> = {}) =>
    activeCampaign({
      trigger: "window",
      reward: { kind: "fixed", amount: 7_000, minDeposit: 0 },
      wagering: {
        multiple: 3,
        basis: "bonus",
        contributions: { RNG: 100, LOTT: 50 },
        maxBet: null,
        expiryDays: 7,
      },
      ...overrides,
    });

  it("pays once when 50 claims of one member arrive together", async () => {
    const campaign = await windowCampaign();
    const member = await withdrawingMember(t, 0);
    const claims = await Promise.all(
      Array.from({ length: 50 }, () =>
        callApi(
          t,
          "bonusJoin",
          { campaignId: campaign.id, idempotencyKey: newKey() },
          { token: member.token },
        ),
      ),
    );
    const codes = claims.map(codeOf);
    expect(codes.filter((code) => code === undefined)).toHaveLength(1);
    expect(codes.filter((code) => code === "BONUS_ALREADY_CLAIMED")).toHaveLength(49);
    expect(await bonusAccount(member.id)).toBe(7_000);
    const page = await grantsOf(member);
    expect(page).toMatchObject({ total: 1, activeBonus: 7_000 });
    expect(page.rows[0]).toMatchObject({ required: 21_000, contributions: { RNG: 100, LOTT: 50 } });
    // The same key again answers the first result and grants nothing more.
    const offers = okValue(await callApi(t, "bonusOffers", undefined, { token: member.token }));
    expect(offers.map((offer) => offer.campaignId)).not.toContain(campaign.id);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });

  it("pays one device once, and stops at the budget", async () => {
    const campaign = await windowCampaign({ conditions: { oncePerDevice: true }, budget: 14_000 });
    const device = `dev-${randomUUID()}`;
    const [first, second, third] = [
      await withdrawingMember(t, 0),
      await withdrawingMember(t, 0),
      await withdrawingMember(t, 0),
    ];
    for (const member of [first, second])
      await t.ctx.database.db.execute(
        sql`update members set register_device = ${device} where id = ${member?.id ?? 0}`,
      );
    const join = (member: TWithdrawingMember | undefined) =>
      callApi(
        t,
        "bonusJoin",
        { campaignId: campaign.id, idempotencyKey: newKey() },
        { token: member?.token ?? "" },
      );
    expect(codeOf(await join(first))).toBeUndefined();
    expect(failureOf(await join(second))).toMatchObject({
      code: "BONUS_NOT_ELIGIBLE",
      value: { reason: "once_per_person" },
    });
    expect(codeOf(await join(third))).toBeUndefined();
    const fourth = await withdrawingMember(t, 0);
    expect(codeOf(await join(fourth))).toBe("BONUS_BUDGET_SPENT");
  });
});

describe("leaving a bonus", () => {
  it("a withdrawal asks first, then forfeits exactly what was granted", async () => {
    const campaign = await activeCampaign({
      trigger: "window",
      reward: { kind: "fixed", amount: 5_000, minDeposit: 0 },
      wagering: { multiple: 10, basis: "bonus", contributions: { RNG: 100 }, maxBet: null, expiryDays: 7 },
    });
    const member = await withdrawingMember(t, 100_000);
    okValue(
      await callApi(
        t,
        "bonusJoin",
        { campaignId: campaign.id, idempotencyKey: newKey() },
        { token: member.token },
      ),
    );
    const ask = (forfeitBonuses?: boolean) =>
      callApi(
        t,
        "withdraw",
        {
          amount: 20_000,
          payoutAccountId: member.accountId,
          paymentPassword: PAYMENT_PASSWORD,
          idempotencyKey: newKey(),
          ...(forfeitBonuses === undefined ? {} : { forfeitBonuses }),
        },
        { token: member.token },
      );
    const warned = await ask();
    expect(failureOf(warned)).toMatchObject({ code: "BONUS_ACTIVE", value: { grants: [{ bonus: 5_000 }] } });
    expect((await balanceOf(t, member.token)).heldBalance).toBe(0);
    okValue(await ask(true));
    expect((await grantsOf(member)).rows[0]).toMatchObject({ state: "forfeited" });
    expect(await bonusAccount(member.id)).toBe(0);
    expect((await balanceOf(t, member.token)).heldBalance).toBe(20_000);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });

  it("an expired grant goes back to the merchant on the engine's next run", async () => {
    const campaign = await activeCampaign({
      trigger: "window",
      reward: { kind: "fixed", amount: 3_000, minDeposit: 0 },
      wagering: { multiple: 5, basis: "bonus", contributions: { RNG: 100 }, maxBet: null, expiryDays: 1 },
    });
    const member = await withdrawingMember(t, 0);
    const { grant } = okValue(
      await callApi(
        t,
        "bonusJoin",
        { campaignId: campaign.id, idempotencyKey: newKey() },
        { token: member.token },
      ),
    );
    await t.ctx.database.db.execute(
      sql`update bonus_grants set expires_at = now() - interval '1 second' where id = ${grant?.id}`,
    );
    const run = await engine();
    expect(run.expired).toBeGreaterThanOrEqual(1);
    expect((await grantsOf(member)).rows[0]).toMatchObject({ state: "expired" });
    expect(await bonusAccount(member.id)).toBe(0);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });
});

describe("the console", () => {
  it("refuses incoherent campaigns and keeps a granted campaign's terms", async () => {
    const percentWithoutDeposit = await callApi(t, "boSaveCampaign", campaignInput({ trigger: "window" }), {
      token: ownerToken,
    });
    expect(failureOf(percentWithoutDeposit).code).toBe("INVALID_INPUT");
    const campaign = await activeCampaign({
      trigger: "window",
      reward: { kind: "fixed", amount: 1_000, minDeposit: 0 },
      wagering: { multiple: 1, basis: "bonus", contributions: { RNG: 100 }, maxBet: null, expiryDays: 1 },
    });
    const member = await withdrawingMember(t, 0);
    okValue(
      await callApi(
        t,
        "bonusJoin",
        { campaignId: campaign.id, idempotencyKey: newKey() },
        { token: member.token },
      ),
    );
    const changed = await callApi(
      t,
      "boSaveCampaign",
      {
        ...campaignInput({
          trigger: "window",
          reward: { kind: "fixed", amount: 2_000, minDeposit: 0 },
          wagering: { multiple: 1, basis: "bonus", contributions: { RNG: 100 }, maxBet: null, expiryDays: 1 },
        }),
        id: campaign.id,
      },
      { token: ownerToken },
    );
    expect(failureOf(changed).code).toBe("CAMPAIGN_STATE");
    const list = okValue(await callApi(t, "boCampaigns", {}, { token: ownerToken }));
    expect(list.rows.find((row) => row.id === campaign.id)).toMatchObject({ grants: 1, granted: 1_000 });
    const grants = okValue(await callApi(t, "boGrants", { campaignId: campaign.id }, { token: ownerToken }));
    expect(grants.rows).toMatchObject([{ username: member.username, bonus: 1_000, state: "active" }]);
    const mark = await lastAuditId(t);
    const forfeited = okValue(
      await callApi(
        t,
        "boForfeitGrant",
        { id: grants.rows[0]?.id ?? 0, reason: "Duplicate account" },
        { token: ownerToken },
      ),
    );
    expect(forfeited).toEqual({ approvalId: null });
    expect(await auditSince(t, mark)).toMatchObject([{ action: "bonus.grant.forfeit", outcome: "ok" }]);
    const again = await callApi(
      t,
      "boForfeitGrant",
      { id: grants.rows[0]?.id ?? 0, reason: "Twice" },
      { token: ownerToken },
    );
    expect(failureOf(again).code).toBe("ORDER_STATE_CHANGED");
    expect(await bonusAccount(member.id)).toBe(0);
    const results = okValue(
      await callApi(t, "boCampaignResults", { id: campaign.id }, { token: ownerToken }),
    );
    expect(results).toMatchObject({ cost: 0, locked: 0, campaign: { grants: 1, granted: 1_000 } });
    expect(results.days).toMatchObject([
      { grants: 1, granted: 1_000, converted: 0, forfeited: 1_000, expired: 0 },
    ]);
  });
});

describe("rewards that are not bonus money", () => {
  const noWagering = {
    multiple: 1,
    basis: "bonus" as const,
    contributions: { RNG: 100 },
    maxBet: null,
    expiryDays: 7,
  };

  async function pointsOf(memberId: number): Promise<number> {
    const [row] = rowsOf<{ balance: string | number | null }>(
      await t.ctx.database.db.execute(sql`
        select credits_posted - debits_posted as balance from ledger_accounts
        where member_id = ${memberId} and kind = 'points'`),
    );
    return Number(row?.balance ?? 0);
  }

  it("pays a points campaign into the points account once", async () => {
    const campaign = await activeCampaign({
      trigger: "window",
      reward: { kind: "points", points: 250, minDeposit: 0 },
      wagering: noWagering,
    });
    const member = await withdrawingMember(t, 0);
    const claims = await Promise.all(
      Array.from({ length: 10 }, () =>
        callApi(
          t,
          "bonusJoin",
          { campaignId: campaign.id, idempotencyKey: newKey() },
          { token: member.token },
        ),
      ),
    );
    const won = claims.filter((claim) => codeOf(claim) === undefined);
    expect(won).toHaveLength(1);
    expect(okValue(won[0] as (typeof claims)[number])).toMatchObject({
      grant: null,
      award: { kind: "points", points: 250, state: "done" },
    });
    expect(await pointsOf(member.id)).toBe(250);
    expect(await bonusAccount(member.id)).toBe(0);
    const page = await grantsOf(member);
    expect(page.awards).toHaveLength(1);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });

  it("plays free spins at the pack's bet without touching the wallet, then grants what they won", async () => {
    const game = await slotGameOf(t, "NOVA");
    const member = await withdrawingMember(t, 50_000);
    const token = await launchToken(t, member.token, game.id);
    const model = okValue(await callApi(t, "slotSession", { token })).game;
    const bet = slotBet(model, 10_000);
    // The console refuses a game that is no slot and a bet the game does not offer.
    const freeSpins = { kind: "free_spins" as const, spins: 5, gameId: game.id, ...bet, minDeposit: 0 };
    const noGame = await callApi(
      t,
      "boSaveCampaign",
      campaignInput({
        trigger: "window",
        reward: { ...freeSpins, gameId: 2_000_000_000 },
        wagering: noWagering,
      }),
      { token: ownerToken },
    );
    expect(failureOf(noGame)).toMatchObject({ code: "INVALID_INPUT" });
    const badBet = await callApi(
      t,
      "boSaveCampaign",
      campaignInput({
        trigger: "window",
        reward: { ...freeSpins, betPerLine: 999_999 },
        wagering: noWagering,
      }),
      { token: ownerToken },
    );
    expect(failureOf(badBet)).toMatchObject({ code: "INVALID_INPUT" });

    const campaign = await activeCampaign({ trigger: "window", reward: freeSpins, wagering: noWagering });
    const joined = okValue(
      await callApi(
        t,
        "bonusJoin",
        { campaignId: campaign.id, idempotencyKey: newKey() },
        { token: member.token },
      ),
    );
    expect(joined.award).toMatchObject({
      kind: "free_spins",
      spins: 5,
      used: 0,
      gameId: game.id,
      state: "active",
    });
    const session = okValue(await callApi(t, "slotSession", { token }));
    expect(session.bonusSpins).toMatchObject({ spins: 5, remaining: 5, ...bet, won: 0 });
    const wallet = (await balanceOf(t, member.token)).mainBalance;

    // Twins of one spin count once and answer the same round.
    const key = `fs-${randomUUID()}`;
    const twins = await Promise.all(
      [0, 1].map(() =>
        callApi(t, "slotSpin", { token, lines: 1, betPerLine: 1, roundKey: key, bonusSpin: true }),
      ),
    );
    const [a, b] = twins.map((twin) => okValue(twin));
    expect(a?.totalWin).toBe(b?.totalWin);
    expect(a).toMatchObject({ lines: bet.lines, betPerLine: bet.betPerLine });
    let last = okValue(twins[0] as (typeof twins)[number]);
    expect(last.bonusSpins?.remaining).toBe(4);
    let won = last.totalWin;
    for (let spin = 0; spin < 4; spin += 1) {
      last = okValue(
        await callApi(t, "slotSpin", {
          token,
          lines: 1,
          betPerLine: 1,
          roundKey: `fs-${randomUUID()}`,
          bonusSpin: true,
        }),
      );
      won += last.totalWin;
    }
    expect(last.bonusSpins).toMatchObject({ remaining: 0, won });
    const none = await callApi(t, "slotSpin", {
      token,
      ...bet,
      roundKey: `fs-${randomUUID()}`,
      bonusSpin: true,
    });
    expect(codeOf(none)).toBe("BONUS_SPINS_NONE");
    expect((await balanceOf(t, member.token)).mainBalance).toBe(wallet);
    expect(okValue(await callApi(t, "slotSession", { token })).bonusSpins).toBeNull();
    // The game's history shows the free spins: no stake of the member's, their wins.
    const history = okValue(await callApi(t, "slotHistory", { token })).filter((row) => row.bonusSpin);
    expect(history).toHaveLength(5);
    expect(history.every((row) => row.totalBet === 0)).toBe(true);
    expect(history.reduce((sum, row) => sum + row.totalWin, 0)).toBe(won);

    const page = await grantsOf(member);
    expect(page.awards[0]).toMatchObject({ kind: "free_spins", used: 5, won, state: "done" });
    if (won > 0) {
      expect(page.rows[0]).toMatchObject({ bonus: won, state: "active", required: won });
      expect(page.awards[0]?.grantId).toBe(page.rows[0]?.id);
      expect(await bonusAccount(member.id)).toBe(won);
    } else {
      expect(page.awards[0]?.grantId).toBeNull();
    }
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });

  it("an expired pack closes on the engine's run, its spins lost", async () => {
    const game = await slotGameOf(t, "NOVA");
    const member = await withdrawingMember(t, 0);
    const token = await launchToken(t, member.token, game.id);
    const bet = slotBet(okValue(await callApi(t, "slotSession", { token })).game, 10_000);
    const campaign = await activeCampaign({
      trigger: "window",
      reward: { kind: "free_spins", spins: 3, gameId: game.id, ...bet, minDeposit: 0 },
      wagering: noWagering,
    });
    const { award } = okValue(
      await callApi(
        t,
        "bonusJoin",
        { campaignId: campaign.id, idempotencyKey: newKey() },
        { token: member.token },
      ),
    );
    await t.ctx.database.db.execute(
      sql`update bonus_awards set expires_at = now() - interval '1 second' where id = ${award?.id}`,
    );
    await engine();
    expect((await grantsOf(member)).awards[0]).toMatchObject({ state: "expired", used: 0, grantId: null });
    const spin = await callApi(t, "slotSpin", {
      token,
      ...bet,
      roundKey: `fs-${randomUUID()}`,
      bonusSpin: true,
    });
    expect(codeOf(spin)).toBe("BONUS_SPINS_NONE");
  });

  it("grants a mission-done campaign when the member completes the mission", async () => {
    const mission = okValue(
      await callApi(
        t,
        "boSaveMission",
        {
          name: { EN: `Mission ${randomUUID().slice(0, 4)}` },
          description: { EN: "Log in once" },
          period: "once",
          goal: "login_days",
          gameType: null,
          target: 1,
          reward: 10,
          rewardUnit: "points",
          claimDays: 7,
          enabled: true,
          sort: 0,
        },
        { token: ownerToken },
      ),
    );
    const campaign = await activeCampaign({
      trigger: "mission",
      conditions: { missionIds: [mission.id] },
      reward: { kind: "fixed", amount: 3_000, minDeposit: 0 },
      wagering: noWagering,
    });
    // A mission trigger names missions; another trigger may not.
    const wrong = await callApi(
      t,
      "boSaveCampaign",
      campaignInput({
        trigger: "window",
        conditions: { missionIds: [mission.id] },
        wagering: noWagering,
        reward: { kind: "fixed", amount: 1, minDeposit: 0 },
      }),
      { token: ownerToken },
    );
    expect(failureOf(wrong)).toMatchObject({ code: "INVALID_INPUT" });
    const member = await withdrawingMember(t, 0);
    await engine();
    const page = await grantsOf(member);
    expect(page.rows.find((grant) => grant.campaignId === campaign.id)).toMatchObject({ bonus: 3_000 });
    const inbox = okValue(await callApi(t, "inboxMessages", undefined, { token: member.token })).rows;
    expect(inbox.find((message) => message.kind === "bonus_granted")?.amount).toBe(3_000);
    // Once: another run grants nothing more.
    await engine();
    expect((await grantsOf(member)).rows.filter((grant) => grant.campaignId === campaign.id)).toHaveLength(1);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });

  it("previews who a draft's conditions reach", async () => {
    const label = `pv${randomUUID().slice(0, 6)}`;
    const member = await withdrawingMember(t, 0);
    await t.ctx.database.db.execute(sql`update members set labels = array[${label}] where id = ${member.id}`);
    const draft = okValue(
      await callApi(
        t,
        "boSaveCampaign",
        campaignInput({
          trigger: "manual",
          conditions: { labels: [label] },
          reward: { kind: "fixed", amount: 100, minDeposit: 0 },
          wagering: noWagering,
        }),
        { token: ownerToken },
      ),
    );
    const preview = okValue(await callApi(t, "boCampaignPreview", { id: draft.id }, { token: ownerToken }));
    expect(preview).toMatchObject({ qualifying: 1, alreadyPaid: 0, sample: [member.username] });
    expect(preview.members).toBeGreaterThan(1);
    const nowhere = okValue(
      await callApi(
        t,
        "boSaveCampaign",
        campaignInput({
          trigger: "manual",
          conditions: { countries: ["IS"] },
          reward: { kind: "fixed", amount: 100, minDeposit: 0 },
          wagering: noWagering,
        }),
        { token: ownerToken },
      ),
    );
    expect(
      okValue(await callApi(t, "boCampaignPreview", { id: nowhere.id }, { token: ownerToken })).qualifying,
    ).toBe(0);
  });
});
