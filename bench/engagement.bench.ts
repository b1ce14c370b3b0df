import { sql } from "drizzle-orm";
import { openDatabase, rowsOf, type TDb } from "../apps/server/src/db/database.ts";
import { runBonusEngine } from "../apps/server/src/modules/engagement/bonus/activity-consumer.ts";
import { LedgerAccounts } from "../apps/server/src/modules/wallet/ledger-accounts.ts";
import { checkLedger } from "../apps/server/src/modules/wallet/ledger-check.ts";
import { WalletEvents } from "../apps/server/src/modules/wallet/wallet-events.ts";
import type { TBenchResult } from "./lib/bench-result.ts";
import { runClosedLoopLoad, type TLoadResult } from "./lib/closed-loop-load.ts";
import { createFundedMembers, type TFundedMember } from "./lib/funded-members.ts";
import { memberTokens } from "./lib/member-tokens.ts";
import { onOrchidScratch } from "./lib/orchid-on-scratch.ts";

const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";
const MERCHANT = "demo";
const CONNECTIONS = 16;
const WARMUP_SECONDS = 3;
const MEASURE_SECONDS = 15;
const PASSWORD = "Bench1234";
const OPENING_MINOR = 100_000_000;
const BET = { lines: 25, betPerLine: 1 };
const MODEL = "balanced";
/** Campaigns running during the engaged phase, and how many of them each spinning member holds. */
const CAMPAIGNS = 50;
const GRANTS_PER_MEMBER = 3;
/** Settled bets the engine applies in the drain phase. */
const DRAIN_BETS = 100_000;
/** The budget: campaign work may add at most this share to the time per spin. */
const BUDGET = 0.2;

type TPhase = { warmup: TLoadResult; measured: TLoadResult };

async function slotGameId(db: TDb): Promise<number> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      select id from games where maths_model = ${MODEL} and min_bet <= ${BET.lines * BET.betPerLine}
        and parent_id is null and not is_group and enabled order by id limit 1`),
  );
  if (!row) throw new Error("no slot game to spin");
  return Number(row.id);
}

async function post(baseUrl: string, path: string, token: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", merchant: MERCHANT, authorization: token },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { success: boolean; value: unknown; code?: string };
  if (!answer.success) throw new Error(`${path}: ${answer.code}`);
  return answer.value;
}

async function launchToken(baseUrl: string, token: string, nodeId: number): Promise<string> {
  const value = (await post(baseUrl, "/wps/game/launchGame", token, { nodeId })) as { url: string };
  const launch = new URL(value.url, baseUrl).searchParams.get("token");
  if (!launch) throw new Error("launch without token");
  return launch;
}

/** Spins at CONNECTIONS in flight: a discarded warm-up, then the measured seconds. */
async function spinPhase(baseUrl: string, launches: string[], tag: string): Promise<TPhase> {
  const sent = new Array<number>(CONNECTIONS).fill(0);
  const nextRequest = (worker: number) => {
    const step = sent[worker] ?? 0;
    sent[worker] = step + 1;
    return {
      path: "/orchid/slots/spin",
      headers: { Merchant: MERCHANT },
      body: JSON.stringify({ token: launches[worker], ...BET, roundKey: `e-${tag}-${worker}-${step}` }),
    };
  };
  const options = { baseUrl, connections: CONNECTIONS, nextRequest };
  const warmup = await runClosedLoopLoad({ ...options, seconds: WARMUP_SECONDS });
  const measured = await runClosedLoopLoad({ ...options, seconds: MEASURE_SECONDS });
  return { warmup, measured };
}

/**
 * Fifty running campaigns members join from the promotions page; each spinning member joins
 * GRANTS_PER_MEMBER of them through the API, so every spin meets active grants (the largest-bet
 * check) and every event the engine takes moves a grant's turnover. The turnover (100× a bonus of
 * 1,000) is far beyond what the bench plays, so no grant converts mid-run.
 */
async function startCampaigns(db: TDb, baseUrl: string, sessions: readonly string[]): Promise<void> {
  const [merchant] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from merchants where code = ${MERCHANT}`),
  );
  if (!merchant) throw new Error("demo merchant missing");
  const wagering = {
    multiple: 100,
    basis: "bonus",
    contributions: { RNG: 100 },
    maxBet: 1_000_000,
    expiryDays: 30,
  };
  const ids: number[] = [];
  for (let index = 0; index < CAMPAIGNS; index += 1) {
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`
        insert into bonus_campaigns (merchant_id, name, description, trigger, state, starts_at, conditions, reward, wagering)
        values (${merchant.id}, ${JSON.stringify({ EN: `Bench ${index}` })}::jsonb, '{"EN":"bench"}'::jsonb, 'window',
          'active', now() - interval '1 hour',
          ${JSON.stringify({ labels: [], minVipRank: 0, countries: [], oncePerMember: true, oncePerDevice: false, oncePerPayoutAccount: false })}::jsonb,
          ${JSON.stringify({ kind: "fixed", amount: 100_000, minDeposit: 0 })}::jsonb, ${JSON.stringify(wagering)}::jsonb)
        returning id`),
    );
    if (row) ids.push(row.id);
  }
  for (const [index, session] of sessions.entries()) {
    for (let grant = 0; grant < GRANTS_PER_MEMBER; grant += 1) {
      const campaignId = ids[(index * GRANTS_PER_MEMBER + grant) % ids.length];
      await post(baseUrl, "/wps/bonus/join", session, {
        campaignId,
        idempotencyKey: `bench-${index}-${grant}`,
      });
    }
  }
}

/** Appends DRAIN_BETS settled slot bets of the members, then times the engine applying them all. */
async function drain(
  db: TDb,
  members: readonly TFundedMember[],
): Promise<{ seconds: number; applied: number }> {
  const [merchant] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from merchants where code = ${MERCHANT}`),
  );
  await db.execute(sql`
    insert into activity_events (merchant_id, member_id, kind, game_type, bets, stake, valid_stake, win)
    select ${merchant?.id ?? 0}, (${`{${members.map((member) => member.id).join(",")}}`}::int[])[1 + i % ${members.length}],
      'play', 'RNG', 1, 25, 25, 0
    from generate_series(1, ${DRAIN_BETS}) as i`);
  const ctx = {
    database: { db },
    ledger: new LedgerAccounts(db),
    now: () => new Date(),
    walletEvents: new WalletEvents(),
  };
  const started = performance.now();
  // The server's own engine job keeps its 5 s tick and takes batches too (skip locked): the drain
  // ends when the table is empty, whoever applied the rows, and counts them all.
  for (;;) {
    await runBonusEngine(ctx as never, async () => []);
    const [left] = rowsOf<{ n: string }>(await db.execute(sql`select count(*) as n from activity_events`));
    if (Number(left?.n ?? 0) === 0) break;
  }
  return { seconds: (performance.now() - started) / 1000, applied: DRAIN_BETS };
}

type TMean = { perSecond: number; p99Ms: number; failed: number };
type TEngagementLoad = {
  plain: TMean;
  engaged: TMean;
  phases: Record<string, TPhase>;
  drained: { seconds: number; applied: number };
  counted: number;
  violations: string[];
};

/** The mean of two phases' measured throughput and p99 (the plain and engaged runs alternate). */
function meanOf(a: TPhase, b: TPhase): { perSecond: number; p99Ms: number; failed: number } {
  return {
    perSecond: (a.measured.perSecond + b.measured.perSecond) / 2,
    p99Ms: (a.measured.p99Ms + b.measured.p99Ms) / 2,
    failed: a.warmup.failed + a.measured.failed + b.warmup.failed + b.measured.failed,
  };
}

async function measure(baseUrl: string, databaseUrl: string): Promise<TEngagementLoad> {
  const database = await openDatabase({ databaseUrl, poolSize: 4 });
  try {
    const db = database.db;
    // Two groups spin in turn: the plain group never holds a grant, the engaged one holds three
    // each; plain, engaged, plain, engaged, so warming up and noise fall on both alike.
    const members = await createFundedMembers(db, {
      merchantCode: MERCHANT,
      count: 2 * CONNECTIONS,
      password: PASSWORD,
      openingMinor: OPENING_MINOR,
      usernamePrefix: "engbench",
    });
    const nodeId = await slotGameId(db);
    const sessions = await memberTokens(baseUrl, MERCHANT, members, PASSWORD);
    const launches: string[] = [];
    for (const session of sessions) launches.push(await launchToken(baseUrl, session, nodeId));
    const plainLaunches = launches.slice(0, CONNECTIONS);
    const engagedLaunches = launches.slice(CONNECTIONS);
    const engagedMembers = members.slice(CONNECTIONS);
    await startCampaigns(db, baseUrl, sessions.slice(CONNECTIONS));
    const tag = Date.now().toString(36);
    const plain1 = await spinPhase(baseUrl, plainLaunches, `${tag}p1`);
    const engaged1 = await spinPhase(baseUrl, engagedLaunches, `${tag}e1`);
    const plain2 = await spinPhase(baseUrl, plainLaunches, `${tag}p2`);
    const engaged2 = await spinPhase(baseUrl, engagedLaunches, `${tag}e2`);
    const drained = await drain(db, engagedMembers);
    const [sum] = rowsOf<{ counted: string }>(
      await db.execute(
        sql`select coalesce(sum(counted), 0) as counted from bonus_grants where state = 'active'`,
      ),
    );
    const violations = (await checkLedger(db)).map((v) => `${v.rule} ${JSON.stringify(v.detail)}`);
    return {
      plain: meanOf(plain1, plain2),
      engaged: meanOf(engaged1, engaged2),
      phases: { plain1, engaged1, plain2, engaged2 },
      drained,
      counted: Number(sum?.counted ?? 0),
      violations,
    };
  } finally {
    await database.close();
  }
}

/**
 * The slot spin with and without the engagement work beside it, on one server and database, with
 * 50 running campaigns: members holding no grant spin, then members holding three active grants
 * each (every spin checks the largest bet, every event moves a grant's turnover; the engine job
 * runs every 5 s as in production), twice in turn; then 100,000 settled bets applied by the engine.
 * `added` is how much longer a spin takes with the campaigns; `engine_share` the engine's time per
 * applied bet as a share of the plain time per spin. Both must stay within 20 %.
 */
export async function run(): Promise<TBenchResult> {
  const postgresUrl = process.env.DATABASE_URL || LOCAL_POSTGRES;
  const env = { SEED_DEMO: "1", ALLOW_PLAINTEXT_AUTH: "1", GATEWAY_SIMULATOR: "0", LOG_LEVEL: "warn" };
  const load = await onOrchidScratch(postgresUrl, env, (orchid) =>
    measure(orchid.baseUrl, orchid.databaseUrl),
  );
  const { plain, engaged, drained, violations } = load;
  const errors = plain.failed + engaged.failed;
  const plainSpin = plain.perSecond > 0 ? 1 / plain.perSecond : 0;
  const engagedSpin = engaged.perSecond > 0 ? 1 / engaged.perSecond : 0;
  const added = plainSpin > 0 ? engagedSpin / plainSpin - 1 : 1;
  const perBet = drained.applied > 0 ? drained.seconds / drained.applied : 0;
  const engineShare = plainSpin > 0 ? perBet / plainSpin : 1;
  const round3 = (value: number) => Math.round(value * 1000) / 1000;
  const round2 = (value: number) => Math.round(value * 100) / 100;
  return {
    name: "engagement",
    metrics: {
      plain_spins_per_s: Math.round(plain.perSecond),
      engaged_spins_per_s: Math.round(engaged.perSecond),
      plain_p99_ms: round2(plain.p99Ms),
      engaged_p99_ms: round2(engaged.p99Ms),
      added: round3(added),
      drain_s: round2(drained.seconds),
      engine_share: round3(engineShare),
      violations: violations.length,
      errors,
    },
    units: {
      plain_spins_per_s: "spins/s",
      engaged_spins_per_s: "spins/s",
      plain_p99_ms: "ms",
      engaged_p99_ms: "ms",
      added: "ratio",
      drain_s: "s",
      engine_share: "ratio",
      violations: "count",
      errors: "count",
    },
    ok:
      violations.length === 0 &&
      errors === 0 &&
      added <= BUDGET &&
      engineShare <= BUDGET &&
      drained.applied >= DRAIN_BETS,
    notes: [
      `${CONNECTIONS} members spinning ${MODEL} (${BET.lines} lines × ${BET.betPerLine}) per phase, phases plain, engaged, plain, engaged (means reported), ${WARMUP_SECONDS} s warm-up and ${MEASURE_SECONDS} s measured each`,
      `engaged: ${CAMPAIGNS} running campaigns, ${GRANTS_PER_MEMBER} active grants per spinning member, the engine job on its 5 s tick`,
      `drain: ${drained.applied} bets applied to ${CONNECTIONS * GRANTS_PER_MEMBER} grants in ${round2(drained.seconds)} s (${round2(perBet * 1e6)} µs a bet); ${load.counted} turnover counted on active grants`,
      `budget: added and engine_share each ≤ ${BUDGET}`,
      ...violations.slice(0, 5).map((violation) => `violation: ${violation}`),
    ],
    details: { plain, engaged, phases: load.phases, drained, violations: violations.slice(0, 50) },
  };
}
