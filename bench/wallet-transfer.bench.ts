import { openDatabase } from "../apps/server/src/db/database.ts";
import type { TLedgerViolation } from "../apps/server/src/modules/wallet/ledger-check.ts";
import type { TBenchResult } from "./lib/bench-result.ts";
import { runClosedLoopLoad, type TLoadRequest, type TLoadResult } from "./lib/closed-loop-load.ts";
import { createFundedMembers, type TFundedMember } from "./lib/funded-members.ts";
import { memberTokens } from "./lib/member-tokens.ts";
import { onOrchidScratch } from "./lib/orchid-on-scratch.ts";
import { initPgbench, runPgbench, type TPgbenchRun } from "./lib/pgbench.ts";
import { createScratchDatabase } from "./lib/scratch-database.ts";
import { auditWalletTransfers } from "./lib/wallet-transfer-audit.ts";

const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";
const MERCHANT = "demo";
const MEMBERS = 64;
const CONNECTIONS = 32;
const WARMUP_SECONDS = 5;
const MEASURE_SECONDS = 30;
const PASSWORD = "Bench1234";
/** 1,000,000.00 per member: far more than 35 s of transfers can move out of a main wallet. */
const OPENING_MINOR = 100_000_000;
const MAX_AMOUNT_MINOR = 1_000;
const GAME_WALLET = "LUNA";
const PGBENCH = { scale: 10, clients: 16, threads: 2, seconds: 30 };
const TARGET = { ratio: 1, p99Ms: 25 };

type TTransferLoad = { warmup: TLoadResult; measured: TLoadResult };
type TAudited = TTransferLoad & { violations: TLedgerViolation[] };

/**
 * Worker `w` owns members `w` and `w + CONNECTIONS` and alternates them: a random amount from
 * MAIN to the game wallet, then (two requests later) the same amount back. No two workers ever
 * touch the same member, and a member's game wallet always holds what the way back takes.
 */
function transferPlan(tokens: string[]): (worker: number) => TLoadRequest {
  const runTag = Date.now().toString(36);
  const sent = new Array<number>(CONNECTIONS).fill(0);
  const pending = new Map<number, number>();
  return (worker) => {
    const step = sent[worker] ?? 0;
    sent[worker] = step + 1;
    const member = worker + (step % 2) * CONNECTIONS;
    const isWayBack = Math.floor(step / 2) % 2 === 1;
    const amount = isWayBack ? (pending.get(member) ?? 1) : 1 + Math.floor(Math.random() * MAX_AMOUNT_MINOR);
    pending.set(member, amount);
    const [from, to] = isWayBack ? [GAME_WALLET, "MAIN"] : ["MAIN", GAME_WALLET];
    const idempotencyKey = `bench-${runTag}-${worker}-${step}`;
    return {
      path: "/wps/v2/wallets/transfer",
      headers: { Merchant: MERCHANT, Language: "EN", Authorization: tokens[member] ?? "" },
      body: JSON.stringify({ from, to, amount, idempotencyKey }),
    };
  };
}

async function loadTransfers(baseUrl: string, members: TFundedMember[]): Promise<TTransferLoad> {
  const tokens = await memberTokens(baseUrl, MERCHANT, members, PASSWORD);
  const nextRequest = transferPlan(tokens);
  const options = { baseUrl, connections: CONNECTIONS, nextRequest };
  const warmup = await runClosedLoopLoad({ ...options, seconds: WARMUP_SECONDS });
  const measured = await runClosedLoopLoad({ ...options, seconds: MEASURE_SECONDS });
  return { warmup, measured };
}

/** Members funded in the server's database, the load, then the ledger audited. */
async function loadAndAudit(baseUrl: string, databaseUrl: string): Promise<TAudited> {
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    const members = await createFundedMembers(database.db, {
      merchantCode: MERCHANT,
      count: MEMBERS,
      password: PASSWORD,
      openingMinor: OPENING_MINOR,
      usernamePrefix: "wtbench",
    });
    const load = await loadTransfers(baseUrl, members);
    const violations = await auditWalletTransfers(database.db, {
      memberIds: members.map((member) => member.id),
      openingMinor: OPENING_MINOR,
      acknowledged: load.warmup.succeeded + load.measured.succeeded,
    });
    return { ...load, violations };
  } finally {
    await database.close();
  }
}

/** The real server on a scratch database of the PostgreSQL server; both gone afterwards. */
function onOrchid(postgresUrl: string): Promise<TAudited> {
  const env = { SEED_DEMO: "1", ALLOW_PLAINTEXT_AUTH: "1", GATEWAY_SIMULATOR: "0", LOG_LEVEL: "warn" };
  return onOrchidScratch(postgresUrl, env, (orchid) => loadAndAudit(orchid.baseUrl, orchid.databaseUrl));
}

/** pgbench's TPC-B-like load before and after the transfers, on a scratch database of the same server. */
async function bracketWithPgbench<T>(
  postgresUrl: string,
  between: () => Promise<T>,
): Promise<{ before: TPgbenchRun; after: TPgbenchRun; result: T }> {
  const scratch = await createScratchDatabase(postgresUrl);
  try {
    await initPgbench(scratch.url, PGBENCH.scale);
    const before = await runPgbench(scratch.url, PGBENCH);
    const result = await between();
    const after = await runPgbench(scratch.url, PGBENCH);
    return { before, after, result };
  } finally {
    await scratch.drop();
  }
}

function failureNotes(phase: string, load: TLoadResult): string[] {
  return Object.entries(load.failures).map(([failure, count]) => `${phase}: ${count} × ${failure}`);
}

/**
 * `POST /wps/v2/wallets/transfer` through the real server on PostgreSQL at 32 connections,
 * against pgbench's TPC-B-like tps on the same PostgreSQL server in the same run; then the
 * ledger is proven sound. Fails on a violation or a failed answer, not on the targets.
 */
export async function run(): Promise<TBenchResult> {
  const postgresUrl = process.env.DATABASE_URL || LOCAL_POSTGRES;
  const { before, after, result } = await bracketWithPgbench(postgresUrl, () => onOrchid(postgresUrl));
  const { warmup, measured, violations } = result;
  const pgbenchTps = (before.tps + after.tps) / 2;
  const ratio = pgbenchTps > 0 ? measured.perSecond / pgbenchTps : 0;
  const errors = warmup.failed + measured.failed;
  const round2 = (value: number) => Math.round(value * 100) / 100;
  const notes = [
    `target ≥ ${TARGET.ratio.toFixed(1)}× pgbench, p99 ≤ ${TARGET.p99Ms} ms: ratio ${ratio.toFixed(3)} (${ratio >= TARGET.ratio ? "met" : "missed"}), p99 ${measured.p99Ms.toFixed(1)} ms (${measured.p99Ms <= TARGET.p99Ms ? "met" : "missed"})`,
    `pgbench -i -s ${PGBENCH.scale}; -c ${PGBENCH.clients} -j ${PGBENCH.threads} -T ${PGBENCH.seconds} -n before and after: ${Math.round(before.tps)} and ${Math.round(after.tps)} tps`,
    `${MEMBERS} members, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, ${MEASURE_SECONDS} s measured; ${measured.succeeded} transfers measured`,
    ...failureNotes("warm-up", warmup),
    ...failureNotes("measured", measured),
    ...violations
      .slice(0, 5)
      .map((violation) => `violation: ${violation.rule} ${JSON.stringify(violation.detail)}`),
  ];
  const pgbenchDrift = Math.abs(before.tps - after.tps) / Math.max(before.tps, after.tps);
  if (pgbenchDrift > 0.15)
    notes.push(`pgbench moved ${(pgbenchDrift * 100).toFixed(0)} % between runs: noisy`);
  return {
    name: "wallet-transfer",
    metrics: {
      transfers_per_s: Math.round(measured.perSecond),
      p50_ms: round2(measured.p50Ms),
      p99_ms: round2(measured.p99Ms),
      pgbench_tps: Math.round(pgbenchTps),
      ratio,
      violations: violations.length,
      errors,
    },
    units: {
      transfers_per_s: "transfers/s",
      p50_ms: "ms",
      p99_ms: "ms",
      pgbench_tps: "tps",
      ratio: "ratio",
      violations: "count",
      errors: "count",
    },
    ok: violations.length === 0 && errors === 0,
    notes,
    details: { pgbench: { before, after }, warmup, measured, violations: violations.slice(0, 50) },
  };
}
