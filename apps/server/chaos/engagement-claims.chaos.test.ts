import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { TAppContext } from "../src/app-context.ts";
import { rowsOf, type TDb } from "../src/db/database.ts";
import { AppError } from "../src/http/app-error.ts";
import { type TMember, updateMember } from "../src/modules/accounts/index.ts";
import { applyToPromotion } from "../src/modules/engagement/applications/applications-service.ts";
import { decideConsoleApplication } from "../src/modules/engagement/applications/console/applications-console.ts";
import { expireRewards, offerReward } from "../src/modules/engagement/missions/rewards-repo.ts";
import { claimReward } from "../src/modules/engagement/missions/rewards-service.ts";
import {
  decideMallRedeem,
  saveMallProduct,
} from "../src/modules/engagement/points/console/points-console.ts";
import { redeemProduct } from "../src/modules/engagement/points/mall-service.ts";
import { convertPoints } from "../src/modules/engagement/points/points-service.ts";
import { savePointsRules } from "../src/modules/engagement/points/points-settings-repo.ts";
import { createRaffle } from "../src/modules/engagement/raffle/console/raffle-console.ts";
import { claimRaffle } from "../src/modules/engagement/raffle/raffle-service.ts";
import type { TMerchant } from "../src/modules/merchants/index.ts";
import type { TConsoleCall, TOperatorContext } from "../src/modules/operators/index.ts";
import { findOperatorByUsername } from "../src/modules/operators/operator-repo.ts";
import { createPasswordHasher } from "../src/modules/session/password-hasher.ts";
import { stableJson } from "../src/modules/wallet/idempotent.ts";
import { postLedgerSteps } from "../src/modules/wallet/index.ts";
import { SYSTEM_SHARDS } from "../src/modules/wallet/ledger-accounts.ts";
import { checkLedger } from "../src/modules/wallet/ledger-check.ts";
import { withLotteryInstances } from "./lottery-instances.ts";
import { createRandom, pickOne, randomInt } from "./random.ts";

const OPENING = 200_000;
const POINTS_OPENING = 800;
const PAYMENT_PASSWORD = "135790";
const LANGUAGE = { language: "EN", fallback: "EN" };
const TICKS = 20;
const OPS_PER_TICK = 16;
/** 10 points make 1.00 (100 minor units); 50 points at least. */
const EXCHANGE = { points: 10, minor: 100, min: 50 };

/** The business refusals each operation may answer; anything else is a failure of the run. */
const EXPECTED_REFUSALS: Record<string, readonly string[]> = {
  reward: ["REWARD_CLAIMED", "REWARD_EXPIRED"],
  raffle: ["REWARD_CLAIMED", "RAFFLE_EMPTY", "RAFFLE_CLOSED"],
  redeem: ["OUT_OF_STOCK", "POINTS_SHORT", "INSUFFICIENT_FUNDS"],
  redeemDecide: ["ORDER_STATE_CHANGED"],
  convert: ["POINTS_SHORT"],
  apply: ["ALREADY_APPLIED"],
  applicationDecide: ["ORDER_STATE_CHANGED"],
};
type TOp = keyof typeof EXPECTED_REFUSALS;
/** Converts that went through, by idempotency key. */
type TConverted = ReadonlyMap<string, { memberId: number; points: number; credited: number }>;
/** A console decision on an application that went through. */
type TApplicationDecision = { state: string; reward: number | null; unit: string | null };

const idList = (ids: readonly number[]) => sql`${`{${ids.join(",")}}`}::bigint[]`;
const num = (value: unknown) => Number(value ?? 0);

async function rows<T>(db: TDb, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/**
 * What a refused call answered: its AppError code; a PostgreSQL error as `sqlstate <code>`
 * (e.g. 40P01, deadlock detected), anything else as unexpected.
 */
function refusalCode(error: unknown): string {
  if (error instanceof AppError) return error.code;
  let cause: unknown = error;
  for (let depth = 0; depth < 4 && cause && typeof cause === "object"; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return `sqlstate ${code}`;
    cause = (cause as { cause?: unknown }).cause;
  }
  return `unexpected ${String(error)}`;
}

const client = () => ({ ip: "127.0.0.1", userAgent: "chaos", at: new Date() });

/**
 * The demo merchant with points on (EXCHANGE), its owner as the console operator, and the members
 * with a payment password and `points` opening points each, paid through the ledger.
 */
async function prepareMembers(
  db: TDb,
  merchantId: number,
  first: TAppContext,
  members: readonly TMember[],
  points: number,
): Promise<{ merchant: TMerchant; consoleCall: () => TConsoleCall; players: TMember[] }> {
  const merchant = await first.merchants.byMerchantCode("demo");
  if (!merchant) throw new Error("demo merchant missing");
  const operator = await findOperatorByUsername(db, "owner");
  if (!operator) throw new Error("demo operator missing");
  // The console functions read only the operator (for the audit) from the session.
  const found = { operator, session: {} } as unknown as TOperatorContext;
  const consoleCall = (): TConsoleCall => ({ found, merchant, client: client() });
  await db.transaction((tx) =>
    savePointsRules(tx, merchantId, {
      enabled: true,
      earn: {},
      depositRate: 0,
      exchangePoints: EXCHANGE.points,
      exchangeMinor: EXCHANGE.minor,
      minConvert: EXCHANGE.min,
      rules: {},
    }),
  );
  const hasher = await createPasswordHasher({ memoryCost: 1024, timeCost: 1 });
  const paymentPasswordHash = await hasher.hash(PAYMENT_PASSWORD);
  const players: TMember[] = [];
  for (const member of members) {
    await updateMember(db, member.id, { paymentPasswordHash });
    players.push({ ...member, paymentPasswordHash });
    const debit = await first.ledger.system(db, merchantId, "points", member.id);
    const credit = await first.ledger.member(db, merchantId, member.id, "points");
    await db.transaction((tx) =>
      postLedgerSteps(tx, merchantId, [
        {
          phase: "posted",
          debit,
          credit,
          amount: points,
          code: "points_earn",
          key: `chaos:points:${member.id}`,
          memo: "RNG",
        },
      ]),
    );
  }
  return { merchant, consoleCall, players };
}

// The engagement money paths on three instances at once: members claim reward-centre rewards (cash
// and points; twins of one click with one key on two instances, and other tabs with their own
// keys) while an expiry sweep runs on every tick; grab red-envelope packets of three raffles (one
// too small for everyone, one closing mid-run); redeem small-stock mall products with their points
// and cash while operators approve and reject the same redeem on two instances; convert points to
// cash; and apply to promotions whose console decisions (approve with a reward against reject, or
// two approvals) race on two instances and put the reward in the reward centre. At the end every
// reward and packet paid once or not at all into the right wallet, no member holds two packets of
// a raffle, no raffle paid beyond its pool, stock never went below zero and matches the live
// redeems, every redeem's holds were settled once the way it was decided, each decision was made
// once, every convert key moved its points and cash once, every member's cash and points are
// exactly what the successful calls explain, no call with one key answered two things, every
// refusal is a business one, and the ledger is sound.
it("reward, raffle, mall and convert claims racing three instances pay each thing once", async () => {
  const now = () => new Date();
  const options = { instances: 3, memberCount: 12, opening: OPENING, prefix: "enchaos", now };
  await withLotteryInstances(options, async ({ db, merchantId, contexts, members }) => {
    const random = createRandom(Number(process.env.CHAOS_SEED) || 41);
    const first = contexts[0] as TAppContext;
    const ctxOf = () => pickOne(random, contexts) as TAppContext;
    /** Two different instances, for twins of one request. */
    const twoInstances = (): [TAppContext, TAppContext] => {
      const a = Math.floor(random() * contexts.length);
      const b = (a + 1 + Math.floor(random() * (contexts.length - 1))) % contexts.length;
      return [contexts[a] as TAppContext, contexts[b] as TAppContext];
    };
    const { merchant, consoleCall, players } = await prepareMembers(
      db,
      merchantId,
      first,
      members,
      POINTS_OPENING,
    );
    const memberIds = players.map((member) => member.id);

    // What every call answered: refusals by operation and code, answers by idempotency key.
    const refusals = new Map<string, number>();
    const answers = new Map<string, string[]>();
    let keys = 0;
    const newKey = (kind: string) => `chaos-${kind}-${String(keys++).padStart(6, "0")}`;
    async function attempt<T>(op: TOp, key: string | null, call: () => Promise<T>): Promise<T | undefined> {
      let answer: string;
      let value: T | undefined;
      try {
        value = await call();
        answer = `ok ${stableJson(value)}`;
      } catch (error) {
        const code = refusalCode(error);
        refusals.set(`${op}:${code}`, (refusals.get(`${op}:${code}`) ?? 0) + 1);
        answer = `refused ${code}`;
      }
      if (key !== null) answers.set(key, [...(answers.get(key) ?? []), answer]);
      return value;
    }

    // Four rewards per member in the reward centre: cash and points, two of them due in seconds.
    await db.transaction(async (tx) => {
      for (const member of players)
        for (let n = 0; n < 4; n += 1) {
          const unit = n % 2 === 0 ? "minor" : "points";
          await offerReward(tx, {
            merchantId,
            memberId: member.id,
            source: n < 2 ? "mission" : "manual",
            sourceKey: `chaos:${member.id}:${n}`,
            title: { EN: `Chaos reward ${n}` },
            amount: unit === "minor" ? randomInt(random, 1_000, 5_000) : randomInt(random, 20, 200),
            unit,
            expiresAt: n < 2 ? null : new Date(Date.now() + randomInt(random, 300, 4_000)),
          });
        }
    });
    const rewardsOf = new Map<number, number[]>();
    const loadRewards = async () => {
      const offered = await rows<{ id: string; member_id: number }>(
        db,
        sql`select id, member_id from reward_claims where member_id = any(${idList(memberIds)}) order by id`,
      );
      for (const row of offered) {
        const list = rewardsOf.get(row.member_id) ?? [];
        if (!list.includes(Number(row.id))) list.push(Number(row.id));
        rewardsOf.set(row.member_id, list);
      }
    };
    await loadRewards();

    // Three raffles made in the console: one with fewer packets than members, one with plenty,
    // one whose time runs out in the middle of the run.
    const raffle = async (pool: number, packets: number, minPacket: number) =>
      (
        await createRaffle(first, consoleCall(), {
          title: { EN: `Chaos raffle ${packets}` },
          pool,
          packets,
          minPacket,
          opensAt: new Date(Date.now() - 60_000).toISOString(),
          closesAt: new Date(Date.now() + 3_600_000).toISOString(),
        })
      ).id;
    const raffleIds = [
      await raffle(40_000, 8, 500),
      await raffle(90_000, 30, 100),
      await raffle(30_000, 20, 100),
    ];
    const closingRaffle = raffleIds[2] as number;

    // Mall products with little stock: points only, points and cash, a dear one in points, and
    // one dear in cash (a member can afford two).
    const initialStock = new Map<number, number>();
    const product = async (name: string, points: number, amount: number, stock: number) => {
      const saved = await saveMallProduct(first, consoleCall(), {
        name: { EN: name },
        description: { EN: `${name} for chaos` },
        mediaId: null,
        points,
        amount,
        stock,
        needsAddress: true,
        enabled: true,
        sort: 0,
      });
      initialStock.set(saved.id, stock);
      return saved.id;
    };
    const productIds = [
      await product("Mug", 150, 0, 5),
      await product("Voucher", 100, 2_000, 4),
      await product("Phone", 400, 0, 2),
      await product("Hamper", 50, 80_000, 8),
    ];

    // Two live promotions to apply to.
    const noticeIds: number[] = [];
    for (const title of ["Chaos promo A", "Chaos promo B"]) {
      const [notice] = await rows<{ id: number }>(
        db,
        sql`insert into notices (merchant_id, type, title, content, published_at)
          values (${merchantId}, 'PR', ${JSON.stringify({ EN: title })}::jsonb, ${JSON.stringify({ EN: title })}::jsonb,
            now() - interval '1 hour')
          returning id`,
      );
      noticeIds.push(notice?.id ?? 0);
    }

    // What the test saw succeed.
    const redeemIds: number[] = [];
    const applicationIds: number[] = [];
    const redeemDecisions = new Map<number, string[]>();
    const applicationDecisions = new Map<number, TApplicationDecision[]>();
    const convertKeys = new Map<string, number>();
    const converted = new Map<string, { memberId: number; points: number; credited: number }>();

    const claimRewardOp = (work: Promise<unknown>[], member: TMember, id: number, twins: TAppContext[]) => {
      const key = newKey("reward");
      for (const ctx of twins)
        work.push(
          attempt("reward", key, () =>
            claimReward(ctx, merchant, member, { id, idempotencyKey: key }, LANGUAGE),
          ),
        );
    };
    const decideRedeem = (work: Promise<unknown>[], id: number, decisions: ("approve" | "reject")[]) => {
      const instances = twoInstances();
      for (const [index, decision] of decisions.entries())
        work.push(
          attempt("redeemDecide", null, async () => {
            const decided = await decideMallRedeem(instances[index] as TAppContext, consoleCall(), {
              id,
              decision,
              note: `chaos ${decision}`,
            });
            redeemDecisions.set(id, [...(redeemDecisions.get(id) ?? []), decided.state]);
            return decided;
          }),
        );
    };
    const decideApplication = (work: Promise<unknown>[], id: number, twins: number) => {
      const [a, b] = twoInstances();
      for (let index = 0; index < twins; index += 1) {
        const roll = random();
        const unit = random() < 0.5 ? ("minor" as const) : ("points" as const);
        const input =
          roll < 0.35
            ? { id, decision: "reject" as const, note: "chaos reject" }
            : roll < 0.45
              ? { id, decision: "approve" as const, note: "chaos, no reward" }
              : {
                  id,
                  decision: "approve" as const,
                  reward: unit === "minor" ? randomInt(random, 1_000, 8_000) : randomInt(random, 50, 300),
                  rewardUnit: unit,
                };
        work.push(
          attempt("applicationDecide", null, async () => {
            const decided = await decideConsoleApplication(index === 0 ? a : b, consoleCall(), input);
            applicationDecisions.set(id, [
              ...(applicationDecisions.get(id) ?? []),
              { state: decided.state, reward: decided.reward, unit: decided.rewardUnit },
            ]);
            return decided;
          }),
        );
      }
    };

    for (let tick = 0; tick < TICKS; tick += 1) {
      // Every instance's sweep of rewards past their time, as the engine runs it on every tick.
      const work: Promise<unknown>[] = contexts.map((ctx) => expireRewards(ctx.database.db, ctx.now()));
      if (tick === Math.floor(TICKS / 2))
        work.push(db.execute(sql`update raffles set closes_at = now() where id = ${closingRaffle}`));
      for (let n = 0; n < OPS_PER_TICK; n += 1) {
        const member = pickOne(random, players);
        const roll = random();
        if (roll < 0.2) {
          // A reward claim: twins of one key on two instances, and maybe another tab's own key.
          const id = pickOne(random, rewardsOf.get(member.id) ?? []);
          claimRewardOp(work, member, id, random() < 0.5 ? twoInstances() : [ctxOf()]);
          if (random() < 0.35) claimRewardOp(work, member, id, [ctxOf()]);
        } else if (roll < 0.36) {
          // A packet: twins of one key, and maybe another tab's own key.
          const raffleId = pickOne(random, raffleIds);
          const claims = [
            { key: newKey("raffle"), twins: random() < 0.5 ? twoInstances() : [ctxOf()] },
            ...(random() < 0.35 ? [{ key: newKey("raffle"), twins: [ctxOf()] }] : []),
          ];
          for (const { key, twins } of claims)
            for (const ctx of twins)
              work.push(
                attempt("raffle", key, () =>
                  claimRaffle(ctx, merchant, member, { raffleId, idempotencyKey: key }),
                ),
              );
        } else if (roll < 0.52) {
          // A redeem: twins of one key, and maybe another tab buying one more.
          const productId = pickOne(random, productIds);
          const quantity = random() < 0.2 ? 2 : 1;
          const redeems = [
            { key: newKey("redeem"), twins: random() < 0.4 ? twoInstances() : [ctxOf()] },
            ...(random() < 0.2 ? [{ key: newKey("redeem"), twins: [ctxOf()] }] : []),
          ];
          for (const { key, twins } of redeems)
            for (const ctx of twins)
              work.push(
                attempt("redeem", key, async () => {
                  const redeem = await redeemProduct(
                    ctx,
                    merchant,
                    member,
                    {
                      productId,
                      quantity,
                      address: "No. 1, Main Road, Yangon",
                      paymentPassword: PAYMENT_PASSWORD,
                      idempotencyKey: key,
                    },
                    client(),
                    LANGUAGE,
                  );
                  if (!redeemIds.includes(redeem.id)) redeemIds.push(redeem.id);
                  return redeem;
                }),
              );
        } else if (roll < 0.64) {
          // Operators decide a recent redeem: approve against reject, two approvals, or one.
          if (redeemIds.length === 0) continue;
          const id = pickOne(random, redeemIds.slice(-6));
          const pair = random();
          decideRedeem(
            work,
            id,
            pair < 0.6
              ? random() < 0.5
                ? ["approve", "reject"]
                : ["reject", "approve"]
              : pair < 0.8
                ? ["approve", "approve"]
                : [random() < 0.5 ? "approve" : "reject"],
          );
        } else if (roll < 0.78) {
          // Points to cash: twins of one key, and maybe another tab's own key.
          const converts = [
            { key: newKey("convert"), twins: random() < 0.5 ? twoInstances() : [ctxOf()] },
            ...(random() < 0.2 ? [{ key: newKey("convert"), twins: [ctxOf()] }] : []),
          ];
          for (const { key, twins } of converts) {
            const points = pickOne(random, [50, 100, 250, 400]);
            convertKeys.set(key, member.id);
            for (const ctx of twins)
              work.push(
                attempt("convert", key, async () => {
                  const value = await convertPoints(
                    ctx,
                    merchant,
                    member,
                    { points, paymentPassword: PAYMENT_PASSWORD, idempotencyKey: key },
                    client(),
                  );
                  converted.set(key, { memberId: member.id, points: value.points, credited: value.credited });
                  return value;
                }),
              );
          }
        } else if (roll < 0.89) {
          // An application to a promotion, sometimes clicked twice on two instances.
          const noticeId = pickOne(random, noticeIds);
          for (const ctx of random() < 0.5 ? twoInstances() : [ctxOf()])
            work.push(
              attempt("apply", null, async () => {
                const application = await applyToPromotion(
                  ctx,
                  merchant,
                  member,
                  { noticeId, remark: "chaos" },
                  LANGUAGE,
                );
                applicationIds.push(application.id);
                return application;
              }),
            );
        } else {
          // Operators decide a recent application, mostly twice at once on two instances.
          if (applicationIds.length === 0) continue;
          decideApplication(work, pickOne(random, applicationIds.slice(-6)), random() < 0.75 ? 2 : 1);
        }
      }
      await Promise.all(work);
      await loadRewards();
    }

    // The queues emptied on every instance at once: open applications decided (twice each), most
    // open redeems decided (twice each), then every reward left claimed (twins of one key).
    const openApplications = await rows<{ id: string }>(
      db,
      sql`select id from activity_applications where notice_id = any(${idList(noticeIds)}) and state = 'applying'`,
    );
    let work: Promise<unknown>[] = [];
    for (const row of openApplications) decideApplication(work, Number(row.id), 2);
    const openRedeems = await rows<{ id: string }>(
      db,
      sql`select id from mall_redeems where product_id = any(${idList(productIds)}) and state = 'applying'`,
    );
    for (const row of openRedeems)
      if (random() < 0.7)
        decideRedeem(work, Number(row.id), random() < 0.5 ? ["approve", "reject"] : ["reject", "approve"]);
    await Promise.all(work);
    await loadRewards();
    work = contexts.map((ctx) => expireRewards(ctx.database.db, ctx.now()));
    for (const member of players)
      for (const id of rewardsOf.get(member.id) ?? []) claimRewardOp(work, member, id, twoInstances());
    await Promise.all(work);
    // A last sweep: whatever the final round could not claim was past its time.
    await Promise.all(contexts.map((ctx) => expireRewards(ctx.database.db, ctx.now())));

    console.log(
      `engagement chaos: ${keys} keys, ${redeemIds.length} redeems, ${applicationIds.length} applications, ` +
        `refusals ${JSON.stringify([...refusals].sort())}`,
    );

    const states = await rows<{ what: string; state: string; n: string }>(
      db,
      sql`select 'reward-' || unit as what, state, count(*) as n from reward_claims
          where member_id = any(${idList(memberIds)}) group by unit, state
        union all select 'redeem', state, count(*) from mall_redeems
          where product_id = any(${idList(productIds)}) group by state
        union all select 'application', state, count(*) from activity_applications
          where notice_id = any(${idList(noticeIds)}) group by state
        order by 1, 2`,
    );
    console.log(
      `engagement chaos states: ${states.map((row) => `${row.what} ${row.state} ${row.n}`).join(", ")}`,
    );

    // Only business refusals, each where it belongs.
    const unexpected = [...refusals.keys()].filter((entry) => {
      const [op, code] = entry.split(":") as [TOp, string];
      return !(EXPECTED_REFUSALS[op] ?? []).includes(code);
    });
    expect(unexpected).toEqual([]);
    // One key, one answer: a twin replays what the first call answered.
    const split = [...answers].filter(([, list]) => new Set(list).size > 1);
    expect(split).toEqual([]);

    await checkRewards(db, memberIds);
    await checkRaffles(db, merchantId, raffleIds);
    await checkMall(db, productIds, initialStock, redeemDecisions, redeemIds.length);
    await checkConverts(db, merchantId, convertKeys, converted);
    await checkApplications(db, noticeIds, applicationDecisions, applicationIds.length);
    await checkBalances(db, memberIds, converted);
    expect(await checkLedger(db)).toEqual([]);
  });
}, 180_000);

/**
 * Rewards: a claimed one paid once, into the wallet of its unit; any other paid nothing.
 */
async function checkRewards(db: TDb, memberIds: readonly number[]): Promise<void> {
  const rewards = await rows<{
    id: string;
    member_id: number;
    unit: string;
    amount: string;
    state: string;
    lines: string;
    paid: string;
    wrong_account: string;
  }>(
    db,
    sql`select c.id, c.member_id, c.unit, c.amount, c.state, count(t.id) as lines,
        coalesce(sum(t.amount), 0) as paid,
        count(t.id) filter (where a.member_id is distinct from c.member_id
          or a.kind <> (case when c.unit = 'points' then 'points' else 'main' end)) as wrong_account
      from reward_claims c
      left join ledger_transfers t on t.merchant_id = c.merchant_id and t.transfer_key = 'reward-claim:' || c.id
      left join ledger_accounts a on a.id = t.credit_account_id
      where c.member_id = any(${idList(memberIds)})
      group by c.id, c.member_id, c.unit, c.amount, c.state`,
  );
  expect(rewards.length).toBeGreaterThanOrEqual(memberIds.length * 4);
  for (const reward of rewards) {
    const claimed = reward.state === "claimed";
    expect({
      id: reward.id,
      lines: num(reward.lines),
      paid: num(reward.paid),
      wrong: num(reward.wrong_account),
    }).toEqual({ id: reward.id, lines: claimed ? 1 : 0, paid: claimed ? num(reward.amount) : 0, wrong: 0 });
  }
  // Every reward that was not due by the final round was claimed in it.
  expect(rewards.filter((reward) => reward.state === "available")).toEqual([]);
}

/**
 * Raffles: one packet per member, each claimed packet paid once to its taker, never beyond the pool.
 */
async function checkRaffles(db: TDb, merchantId: number, raffleIds: readonly number[]): Promise<void> {
  const packets = await rows<{
    raffle_id: number;
    position: number;
    amount: string;
    member_id: number | null;
    lines: string;
    paid: string;
    paid_to: number | null;
  }>(
    db,
    sql`select p.raffle_id, p.position, p.amount, p.member_id, count(t.id) as lines,
        coalesce(sum(t.amount), 0) as paid, min(a.member_id) as paid_to
      from raffle_packets p
      left join ledger_transfers t on t.merchant_id = ${merchantId}
        and t.transfer_key = 'raffle:' || p.raffle_id || ':' || p.position
      left join ledger_accounts a on a.id = t.credit_account_id and a.kind = 'main'
      where p.raffle_id = any(${idList(raffleIds)})
      group by p.raffle_id, p.position, p.amount, p.member_id`,
  );
  for (const packet of packets) {
    const taken = packet.member_id !== null;
    expect({
      packet: `${packet.raffle_id}/${packet.position}`,
      lines: num(packet.lines),
      paid: num(packet.paid),
      to: packet.paid_to,
    }).toEqual({
      packet: `${packet.raffle_id}/${packet.position}`,
      lines: taken ? 1 : 0,
      paid: taken ? num(packet.amount) : 0,
      to: packet.member_id,
    });
  }
  const raffleTotals = await rows<{
    id: number;
    pool: string;
    packets: number;
    total: string;
    claimed: string;
    takers: string;
    paid: string;
    lines_paid: string;
  }>(
    db,
    sql`select r.id, r.pool, r.packets, sum(p.amount) as total, count(p.member_id) as claimed,
        count(distinct p.member_id) as takers, coalesce(sum(p.amount) filter (where p.member_id is not null), 0) as paid,
        (select coalesce(sum(t.amount), 0) from ledger_transfers t where t.merchant_id = r.merchant_id
          and t.reference = 'raffle:' || r.id) as lines_paid
      from raffles r join raffle_packets p on p.raffle_id = r.id
      where r.id = any(${idList(raffleIds)}) group by r.id`,
  );
  console.log(`engagement chaos raffles: ${JSON.stringify(raffleTotals)}`);
  for (const row of raffleTotals) {
    expect(num(row.total)).toBe(num(row.pool));
    expect(num(row.takers)).toBe(num(row.claimed));
    expect(num(row.claimed)).toBeLessThanOrEqual(row.packets);
    expect(num(row.paid)).toBeLessThanOrEqual(num(row.pool));
    expect(num(row.lines_paid)).toBe(num(row.paid));
  }
  // Members got packets of the small raffle (it has fewer than there are members).
  expect(num(raffleTotals.find((row) => row.id === raffleIds[0])?.claimed)).toBeGreaterThan(0);
}

/**
 * Redeems: holds made once; approved ones posted once, rejected ones voided once, open ones untouched.
 */
async function checkMall(
  db: TDb,
  productIds: readonly number[],
  initialStock: ReadonlyMap<number, number>,
  redeemDecisions: ReadonlyMap<number, string[]>,
  redeemCount: number,
): Promise<void> {
  const redeems = await rows<{
    id: string;
    state: string;
    points: string;
    amount: string;
    p_hold: string;
    p_post: string;
    p_post_amount: string;
    p_void: string;
    c_hold: string;
    c_post: string;
    c_post_amount: string;
    c_void: string;
  }>(
    db,
    sql`select r.id, r.state, r.points, r.amount,
        (select count(*) from ledger_transfers t where t.merchant_id = r.merchant_id and t.transfer_key = 'points-redeem:' || r.id
          and t.phase = 'pending' and t.id = r.points_hold_id) as p_hold,
        (select count(*) from ledger_transfers t where t.pending_id = r.points_hold_id and t.phase = 'post_pending') as p_post,
        (select coalesce(sum(amount), 0) from ledger_transfers t where t.pending_id = r.points_hold_id and t.phase = 'post_pending') as p_post_amount,
        (select count(*) from ledger_transfers t where t.pending_id = r.points_hold_id and t.phase = 'void_pending') as p_void,
        (select count(*) from ledger_transfers t where t.merchant_id = r.merchant_id and t.transfer_key = 'mall-purchase:' || r.id
          and t.phase = 'pending' and t.id = r.cash_hold_id) as c_hold,
        (select count(*) from ledger_transfers t where t.pending_id = r.cash_hold_id and t.phase = 'post_pending') as c_post,
        (select coalesce(sum(amount), 0) from ledger_transfers t where t.pending_id = r.cash_hold_id and t.phase = 'post_pending') as c_post_amount,
        (select count(*) from ledger_transfers t where t.pending_id = r.cash_hold_id and t.phase = 'void_pending') as c_void
      from mall_redeems r where r.product_id = any(${idList(productIds)})`,
  );
  expect(redeems.length).toBe(redeemCount);
  for (const redeem of redeems) {
    const points = num(redeem.points);
    const amount = num(redeem.amount);
    const approved = redeem.state === "approved";
    const rejected = redeem.state === "rejected";
    const has = (value: number) => (value > 0 ? 1 : 0);
    expect({
      id: redeem.id,
      pHold: num(redeem.p_hold),
      pPost: num(redeem.p_post),
      pPosted: num(redeem.p_post_amount),
      pVoid: num(redeem.p_void),
      cHold: num(redeem.c_hold),
      cPost: num(redeem.c_post),
      cPosted: num(redeem.c_post_amount),
      cVoid: num(redeem.c_void),
    }).toEqual({
      id: redeem.id,
      pHold: has(points),
      pPost: approved ? has(points) : 0,
      pPosted: approved ? points : 0,
      pVoid: rejected ? has(points) : 0,
      cHold: has(amount),
      cPost: approved ? has(amount) : 0,
      cPosted: approved ? amount : 0,
      cVoid: rejected ? has(amount) : 0,
    });
    // Decided once, and as the one operator who got through decided.
    const decided = redeemDecisions.get(Number(redeem.id)) ?? [];
    expect({ id: redeem.id, decided }).toEqual({
      id: redeem.id,
      decided: redeem.state === "applying" ? [] : [redeem.state],
    });
  }
  // Stock: never below zero, and the initial stock is what is left plus what live redeems hold.
  const stock = await rows<{ id: number; stock: number; redeemed: number; live: string }>(
    db,
    sql`select p.id, p.stock, p.redeemed,
        coalesce((select sum(quantity) from mall_redeems r where r.product_id = p.id
          and r.state in ('applying', 'approved')), 0) as live
      from mall_products p where p.id = any(${idList(productIds)})`,
  );
  console.log(`engagement chaos stock: ${JSON.stringify(stock)}`);
  for (const row of stock) {
    expect(row.stock).toBeGreaterThanOrEqual(0);
    expect({ product: row.id, stock: row.stock + num(row.live), redeemed: row.redeemed }).toEqual({
      product: row.id,
      stock: initialStock.get(row.id),
      redeemed: num(row.live),
    });
  }
}

/**
 * Converts: a key that succeeded moved its points and its cash once; a refused one moved nothing.
 */
async function checkConverts(
  db: TDb,
  merchantId: number,
  convertKeys: ReadonlyMap<string, number>,
  converted: TConverted,
): Promise<void> {
  const convertLines = await rows<{ transfer_key: string; amount: string }>(
    db,
    sql`select transfer_key, amount from ledger_transfers where merchant_id = ${merchantId} and code = 'points_convert'`,
  );
  const linesByKey = new Map<string, number[]>();
  for (const line of convertLines)
    linesByKey.set(line.transfer_key, [...(linesByKey.get(line.transfer_key) ?? []), num(line.amount)]);
  for (const [key, memberId] of convertKeys) {
    const done = converted.get(key);
    const base = `points-convert:${memberId}:${key}`;
    expect({
      key,
      points: linesByKey.get(`${base}:points`) ?? [],
      cash: linesByKey.get(`${base}:cash`) ?? [],
    }).toEqual({
      key,
      points: done ? [done.points] : [],
      cash: done ? [(done.points * EXCHANGE.minor) / EXCHANGE.points] : [],
    });
  }
  expect(convertLines.length).toBe(converted.size * 2);
}

/**
 * Applications: decided once; an approval with a reward put exactly that reward in its
 * member's reward centre, anything else none; one live application per member and promotion.
 */
async function checkApplications(
  db: TDb,
  noticeIds: readonly number[],
  applicationDecisions: ReadonlyMap<number, TApplicationDecision[]>,
  applicationCount: number,
): Promise<void> {
  const applications = await rows<{
    id: string;
    member_id: number;
    state: string;
    reward: string | null;
    reward_unit: string | null;
    offers: string;
    offered: string | null;
    offered_unit: string | null;
    offered_to: number | null;
  }>(
    db,
    sql`select a.id, a.member_id, a.state, a.reward, a.reward_unit,
        (select count(*) from reward_claims c where c.merchant_id = a.merchant_id and c.source_key = 'application:' || a.id) as offers,
        c.amount as offered, c.unit as offered_unit, c.member_id as offered_to
      from activity_applications a
      left join reward_claims c on c.merchant_id = a.merchant_id and c.source_key = 'application:' || a.id
      where a.notice_id = any(${idList(noticeIds)})`,
  );
  expect(applications.length).toBe(applicationCount);
  for (const row of applications) {
    const rewarded = row.state === "approved" && row.reward !== null;
    expect({
      id: row.id,
      offers: num(row.offers),
      amount: row.offered === null ? null : num(row.offered),
      unit: row.offered_unit,
      to: row.offered_to,
    }).toEqual({
      id: row.id,
      offers: rewarded ? 1 : 0,
      amount: rewarded ? num(row.reward) : null,
      unit: rewarded ? row.reward_unit : null,
      to: rewarded ? row.member_id : null,
    });
    const decided = applicationDecisions.get(Number(row.id)) ?? [];
    expect({ id: row.id, decided }).toEqual({
      id: row.id,
      decided:
        row.state === "applying"
          ? []
          : [
              {
                state: row.state,
                reward: row.reward === null ? null : num(row.reward),
                unit: row.reward_unit,
              },
            ],
    });
  }
  const doubled = await rows(
    db,
    sql`select member_id, notice_id from activity_applications where notice_id = any(${idList(noticeIds)})
      and state in ('applying', 'approved') group by member_id, notice_id having count(*) > 1`,
  );
  expect(doubled).toEqual([]);
}

/**
 * Every member's cash and points are their opening plus exactly what the successful calls
 * explain: claimed rewards, packets and converts in; live redeems out (open ones still held).
 */
async function checkBalances(db: TDb, memberIds: readonly number[], converted: TConverted): Promise<void> {
  const balances = await rows<{
    id: number;
    main: string;
    main_held: string;
    points: string;
    points_held: string;
    reward_cash: string;
    reward_points: string;
    packets: string;
    cash_open: string;
    cash_approved: string;
    points_open: string;
    points_approved: string;
  }>(
    db,
    sql`select m.id,
        (select credits_posted - debits_posted - debits_pending from ledger_accounts where member_id = m.id and kind = 'main') as main,
        (select debits_pending from ledger_accounts where member_id = m.id and kind = 'main') as main_held,
        (select credits_posted - debits_posted - debits_pending from ledger_accounts where member_id = m.id and kind = 'points') as points,
        (select debits_pending from ledger_accounts where member_id = m.id and kind = 'points') as points_held,
        coalesce((select sum(amount) from reward_claims where member_id = m.id and state = 'claimed' and unit = 'minor'), 0) as reward_cash,
        coalesce((select sum(amount) from reward_claims where member_id = m.id and state = 'claimed' and unit = 'points'), 0) as reward_points,
        coalesce((select sum(amount) from raffle_packets where member_id = m.id), 0) as packets,
        coalesce((select sum(amount) from mall_redeems where member_id = m.id and state = 'applying'), 0) as cash_open,
        coalesce((select sum(amount) from mall_redeems where member_id = m.id and state = 'approved'), 0) as cash_approved,
        coalesce((select sum(points) from mall_redeems where member_id = m.id and state = 'applying'), 0) as points_open,
        coalesce((select sum(points) from mall_redeems where member_id = m.id and state = 'approved'), 0) as points_approved
      from members m where m.id = any(${idList(memberIds)})`,
  );
  for (const row of balances) {
    const mine = [...converted.values()].filter((done) => done.memberId === row.id);
    const convertedPoints = mine.reduce((sum, done) => sum + done.points, 0);
    const convertedCash = mine.reduce((sum, done) => sum + done.credited, 0);
    expect(num(row.points)).toBeGreaterThanOrEqual(0);
    expect({
      member: row.id,
      main: num(row.main),
      mainHeld: num(row.main_held),
      points: num(row.points),
      pointsHeld: num(row.points_held),
    }).toEqual({
      member: row.id,
      main:
        OPENING +
        num(row.reward_cash) +
        num(row.packets) +
        convertedCash -
        num(row.cash_open) -
        num(row.cash_approved),
      mainHeld: num(row.cash_open),
      points:
        POINTS_OPENING +
        num(row.reward_points) -
        convertedPoints -
        num(row.points_open) -
        num(row.points_approved),
      pointsHeld: num(row.points_open),
    });
  }
}

// An operator rejects redeems while other members redeem the same product, each pair of members on
// one shard of the merchant's system accounts (member ids equal modulo SYSTEM_SHARDS share the
// points issuer and mall sales accounts). Both take the product row first (the reject gives the
// stock back, the redeem takes it) and the ledger accounts after: taken the other way round by the
// reject, PostgreSQL ended such pairs as deadlocks and the operator got an error for a reject that
// should simply have gone through. Stock, points and cash are plenty: every call must pass, and
// the money stays right: every rejected redeem voided once, the stock whole.
it("console rejects racing redeems of the same product on one ledger shard all go through", async () => {
  const now = () => new Date();
  const options = { instances: 3, memberCount: 2 * SYSTEM_SHARDS, opening: OPENING, prefix: "dlchaos", now };
  await withLotteryInstances(options, async ({ db, merchantId, contexts, members }) => {
    const first = contexts[0] as TAppContext;
    const { merchant, consoleCall, players } = await prepareMembers(
      db,
      merchantId,
      first,
      members,
      POINTS_OPENING,
    );
    const byShard = new Map<number, TMember[]>();
    for (const member of players)
      byShard.set(member.id % SYSTEM_SHARDS, [...(byShard.get(member.id % SYSTEM_SHARDS) ?? []), member]);
    const pairs = [...byShard.values()].flatMap(([holder, buyer]) =>
      holder && buyer ? [{ holder, buyer }] : [],
    );
    expect(pairs.length).toBe(SYSTEM_SHARDS);
    const STOCK = 1_000;
    const mug = await saveMallProduct(first, consoleCall(), {
      name: { EN: "Shared mug" },
      description: { EN: "A mug everyone wants" },
      mediaId: null,
      points: 10,
      amount: 10,
      stock: STOCK,
      needsAddress: false,
      enabled: true,
      sort: 0,
    });
    const instance = (index: number) => contexts[index % contexts.length] as TAppContext;
    const refusals = new Map<string, number>();
    const note = (op: string) => (error: unknown) => {
      const code = `${op}:${refusalCode(error)}`;
      refusals.set(code, (refusals.get(code) ?? 0) + 1);
    };
    let keys = 0;
    const redeem = (ctx: TAppContext, member: TMember) =>
      redeemProduct(
        ctx,
        merchant,
        member,
        {
          productId: mug.id,
          quantity: 1,
          paymentPassword: PAYMENT_PASSWORD,
          idempotencyKey: `chaos-dl-${String(keys++).padStart(6, "0")}`,
        },
        client(),
        LANGUAGE,
      );

    for (let round = 0; round < 5; round += 1) {
      const held = await Promise.all(pairs.map(({ holder }, index) => redeem(instance(index), holder)));
      const work: Promise<unknown>[] = [];
      pairs.forEach(({ buyer }, index) => {
        const id = held[index]?.id ?? 0;
        work.push(
          decideMallRedeem(instance(index), consoleCall(), { id, decision: "reject" }).catch(note("reject")),
        );
        work.push(redeem(instance(index + 1), buyer).catch(note("redeem")));
      });
      await Promise.all(work);
    }
    console.log(`engagement chaos shard race: refusals ${JSON.stringify([...refusals].sort())}`);

    // The money is right whatever failed: rejected redeems voided once, open ones still held.
    const redeems = await rows<{ id: string; state: string; voids: string; posts: string }>(
      db,
      sql`select r.id, r.state,
          (select count(*) from ledger_transfers t where t.pending_id in (r.points_hold_id, r.cash_hold_id)
            and t.phase = 'void_pending') as voids,
          (select count(*) from ledger_transfers t where t.pending_id in (r.points_hold_id, r.cash_hold_id)
            and t.phase = 'post_pending') as posts
        from mall_redeems r where r.product_id = ${mug.id}`,
    );
    for (const row of redeems)
      expect({ id: row.id, voids: num(row.voids), posts: num(row.posts) }).toEqual({
        id: row.id,
        voids: row.state === "rejected" ? 2 : 0,
        posts: 0,
      });
    const [stock] = await rows<{ stock: number; redeemed: number; live: string }>(
      db,
      sql`select p.stock, p.redeemed, (select count(*) from mall_redeems r where r.product_id = p.id
          and r.state <> 'rejected') as live from mall_products p where p.id = ${mug.id}`,
    );
    expect({ stock: num(stock?.stock) + num(stock?.live), redeemed: num(stock?.redeemed) }).toEqual({
      stock: STOCK,
      redeemed: num(stock?.live),
    });
    expect(await checkLedger(db)).toEqual([]);
    // Every reject and every redeem went through.
    expect([...refusals]).toEqual([]);
  });
}, 180_000);
