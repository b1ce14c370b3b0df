import { sql } from "drizzle-orm";
import { openDatabase, rowsOf, type TDb } from "../apps/server/src/db/database.ts";
import { checkLedger } from "../apps/server/src/modules/wallet/ledger-check.ts";
import type { TBenchResult } from "./lib/bench-result.ts";
import { runClosedLoopLoad, type TLoadResult } from "./lib/closed-loop-load.ts";
import { createFundedMembers } from "./lib/funded-members.ts";
import { memberTokens } from "./lib/member-tokens.ts";
import { onOrchidScratch } from "./lib/orchid-on-scratch.ts";
import { initPgbench, runPgbench, type TPgbenchRun } from "./lib/pgbench.ts";
import { createScratchDatabase } from "./lib/scratch-database.ts";

const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";
const MERCHANT = "demo";
const CONNECTIONS = 16;
const WARMUP_SECONDS = 3;
const MEASURE_SECONDS = 20;
const PASSWORD = "Bench1234";
const OPENING_MINOR = 100_000_000;
const PGBENCH = { scale: 10, clients: 16, threads: 2, seconds: 20 };
/** One spin of 25 lines at 1 per line, on a jackpot model so the pool row is on the path too. */
const BET = { lines: 25, betPerLine: 1 };
const MODEL = "balanced";

type TSpinLoad = { warmup: TLoadResult; measured: TLoadResult; rounds: number; violations: string[] };

async function slotGameId(db: TDb): Promise<number> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      select id from games where maths_model = ${MODEL} and min_bet <= ${BET.lines * BET.betPerLine}
        and parent_id is null and not is_group and enabled order by id limit 1`),
  );
  if (!row) throw new Error("no slot game to spin");
  return Number(row.id);
}

async function launchToken(baseUrl: string, token: string, nodeId: number): Promise<string> {
  const response = await fetch(`${baseUrl}/wps/game/launchGame`, {
    method: "POST",
    headers: { "content-type": "application/json", merchant: MERCHANT, authorization: token },
    body: JSON.stringify({ nodeId }),
  });
  const body = (await response.json()) as { success: boolean; value: { url: string } };
  if (!body.success) throw new Error("launch failed");
  const launch = new URL(body.value.url, baseUrl).searchParams.get("token");
  if (!launch) throw new Error("launch without token");
  return launch;
}

/** Members funded, each with a launched game; then spins at CONNECTIONS in flight; then the audit. */
async function spinAndAudit(baseUrl: string, databaseUrl: string): Promise<TSpinLoad> {
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    const members = await createFundedMembers(database.db, {
      merchantCode: MERCHANT,
      count: CONNECTIONS,
      password: PASSWORD,
      openingMinor: OPENING_MINOR,
      usernamePrefix: "spinbench",
    });
    const nodeId = await slotGameId(database.db);
    const tokens: string[] = [];
    for (const session of await memberTokens(baseUrl, MERCHANT, members, PASSWORD)) {
      tokens.push(await launchToken(baseUrl, session, nodeId));
    }
    const runTag = Date.now().toString(36);
    const sent = new Array<number>(CONNECTIONS).fill(0);
    const nextRequest = (worker: number) => {
      const step = sent[worker] ?? 0;
      sent[worker] = step + 1;
      return {
        path: "/orchid/slots/spin",
        headers: { Merchant: MERCHANT },
        body: JSON.stringify({ token: tokens[worker], ...BET, roundKey: `b-${runTag}-${worker}-${step}` }),
      };
    };
    const options = { baseUrl, connections: CONNECTIONS, nextRequest };
    const warmup = await runClosedLoopLoad({ ...options, seconds: WARMUP_SECONDS });
    const measured = await runClosedLoopLoad({ ...options, seconds: MEASURE_SECONDS });
    const [counted] = rowsOf<{ rounds: string }>(
      await database.db.execute(sql`select count(*) as rounds from game_rounds where status = 'settled'`),
    );
    const rounds = Number(counted?.rounds ?? 0);
    const violations = (await checkLedger(database.db)).map((v) => `${v.rule} ${JSON.stringify(v.detail)}`);
    const acknowledged = warmup.succeeded + measured.succeeded;
    if (rounds !== acknowledged)
      violations.push(`${rounds} settled rounds for ${acknowledged} acknowledged spins`);
    return { warmup, measured, rounds, violations };
  } finally {
    await database.close();
  }
}

function onOrchid(postgresUrl: string): Promise<TSpinLoad> {
  const env = { SEED_DEMO: "1", ALLOW_PLAINTEXT_AUTH: "1", GATEWAY_SIMULATOR: "0", LOG_LEVEL: "warn" };
  return onOrchidScratch(postgresUrl, env, (orchid) => spinAndAudit(orchid.baseUrl, orchid.databaseUrl));
}

async function pgbenchBaseline(postgresUrl: string): Promise<TPgbenchRun> {
  const scratch = await createScratchDatabase(postgresUrl);
  try {
    await initPgbench(scratch.url, PGBENCH.scale);
    return await runPgbench(scratch.url, PGBENCH);
  } finally {
    await scratch.drop();
  }
}

/**
 * `POST /orchid/slots/spin` through the real server on PostgreSQL: each spin draws a round and
 * settles it as a vendor bet and win (two ledger transactions, the round, the rollup and the
 * jackpot pool). Reported beside pgbench's TPC-B-like tps on the same server in the same run.
 * Fails on a ledger violation, a lost or doubled round, or a failed answer.
 */
export async function run(): Promise<TBenchResult> {
  const postgresUrl = process.env.DATABASE_URL || LOCAL_POSTGRES;
  const load = await onOrchid(postgresUrl);
  const pgbench = await pgbenchBaseline(postgresUrl);
  const { warmup, measured, violations } = load;
  const errors = warmup.failed + measured.failed;
  const ratio = pgbench.tps > 0 ? measured.perSecond / pgbench.tps : 0;
  const round2 = (value: number) => Math.round(value * 100) / 100;
  return {
    name: "slot-spin",
    metrics: {
      spins_per_s: Math.round(measured.perSecond),
      p50_ms: round2(measured.p50Ms),
      p99_ms: round2(measured.p99Ms),
      pgbench_tps: Math.round(pgbench.tps),
      ratio: round2(ratio),
      violations: violations.length,
      errors,
    },
    units: {
      spins_per_s: "spins/s",
      p50_ms: "ms",
      p99_ms: "ms",
      pgbench_tps: "tps",
      ratio: "ratio",
      violations: "count",
      errors: "count",
    },
    ok: violations.length === 0 && errors === 0,
    notes: [
      `${CONNECTIONS} members each with a launched ${MODEL} game, ${CONNECTIONS} connections, ${BET.lines} lines × ${BET.betPerLine}; ${WARMUP_SECONDS} s warm-up, ${MEASURE_SECONDS} s measured; ${measured.succeeded} spins measured, ${load.rounds} settled rounds in all`,
      `pgbench -i -s ${PGBENCH.scale}; -c ${PGBENCH.clients} -j ${PGBENCH.threads} -T ${PGBENCH.seconds} -n: ${Math.round(pgbench.tps)} tps (a spin is two money transactions)`,
      ...Object.entries(measured.failures).map(([failure, count]) => `measured: ${count} × ${failure}`),
      ...violations.slice(0, 5).map((violation) => `violation: ${violation}`),
    ],
    details: { warmup, measured, pgbench, violations: violations.slice(0, 50) },
  };
}
