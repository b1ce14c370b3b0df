import pg from "pg";
import { openDatabase } from "../apps/server/src/db/database.ts";
import {
  settlePeriod,
  type TSettleResult,
} from "../apps/server/src/modules/agent/settlement/settle-period.ts";
import { LedgerAccounts } from "../apps/server/src/modules/wallet/ledger-accounts.ts";
import { checkLedger } from "../apps/server/src/modules/wallet/ledger-check.ts";
import { WalletEvents } from "../apps/server/src/modules/wallet/wallet-events.ts";
import { buildAgentTree, type TTreeShape } from "./lib/agent-tree.ts";
import type { TBenchResult } from "./lib/bench-result.ts";
import { startOrchidServer } from "./lib/orchid-server.ts";
import { initPgbench, runPgbench, type TPgbenchRun } from "./lib/pgbench.ts";
import { createScratchDatabase } from "./lib/scratch-database.ts";

const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";
const MERCHANT = "demo";
/** 5,000 agents on six levels and 95,000 members below them: 100,000 accounts, depth 7. */
const SHAPE: TTreeShape = { agentsPerLevel: [10, 40, 150, 400, 1_400, 3_000], members: 95_000 };
/** Ten bets per account in one window: 1,000,000 bets. */
const BETS_PER_MEMBER = 10;
/** A 5-minute window on the merchant's (Asia/Yangon, UTC+6:30) day 2026-11-20. */
const WINDOW_START = new Date("2026-11-20T03:00:00Z");
const LOCAL_DAY = "2026-11-20";
const DAY_SPAN = { start: Date.parse("2026-11-19T17:30:00Z"), end: Date.parse("2026-11-20T17:30:00Z") };
const PGBENCH = { scale: 10, clients: 16, threads: 2, seconds: 20 };
const BUDGET = { realtimeMs: 10_000, dailyMs: 60_000 };

async function timed(
  work: () => Promise<TSettleResult | null>,
): Promise<{ ms: number; result: TSettleResult }> {
  const started = performance.now();
  const result = await work();
  if (!result) throw new Error("the period was already settled");
  return { ms: performance.now() - started, result };
}

/** The schema and demo merchant come from the real server's own start-up (migrations, seed). */
async function migratedScratch(postgresUrl: string) {
  const scratch = await createScratchDatabase(postgresUrl);
  const server = await startOrchidServer({
    databaseUrl: scratch.url,
    env: { SEED_DEMO: "1", GATEWAY_SIMULATOR: "0" },
  });
  await server.stop();
  return scratch;
}

type TSettled = {
  tree: Awaited<ReturnType<typeof buildAgentTree>>;
  realtime: { ms: number; result: TSettleResult };
  daily: { ms: number; result: TSettleResult };
  violations: number;
  timeZone: string;
};

async function settleOnScratch(databaseUrl: string): Promise<TSettled> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let tree: TSettled["tree"];
  let timeZone: string;
  try {
    tree = await buildAgentTree(
      client,
      MERCHANT,
      SHAPE,
      { start: WINDOW_START, localDay: LOCAL_DAY },
      BETS_PER_MEMBER,
    );
    const { rows } = await client.query<{ time_zone: string }>(
      "select time_zone from merchants where id = $1",
      [tree.merchantId],
    );
    timeZone = rows[0]?.time_zone ?? "UTC";
  } finally {
    await client.end();
  }
  const database = await openDatabase({ databaseUrl, poolSize: 4 });
  // What settlement needs of the app: the database, ledger accounts and balance events (in-process).
  const ctx = { database, ledger: new LedgerAccounts(database.db), walletEvents: new WalletEvents() };
  try {
    const base = { merchantId: tree.merchantId, timeZone };
    const windowEnd = WINDOW_START.getTime() + 5 * 60_000;
    const realtime = await timed(() =>
      settlePeriod(
        ctx,
        {
          ...base,
          kind: "realtime_salary",
          runKind: "realtime_salary",
          span: { start: WINDOW_START.getTime(), end: windowEnd },
        },
        new Date(windowEnd + 60_000),
      ),
    );
    const daily = await timed(() =>
      settlePeriod(
        ctx,
        {
          ...base,
          kind: "daily_wage",
          runKind: "daily_wage",
          span: DAY_SPAN,
          days: { fromDay: LOCAL_DAY, toDay: LOCAL_DAY },
        },
        new Date(DAY_SPAN.end + 125 * 60_000),
      ),
    );
    const violations = (await checkLedger(database.db)).length;
    return { tree, realtime, daily, violations, timeZone };
  } finally {
    await database.close();
  }
}

/** pgbench's TPC-B-like load before and after, on its own scratch database of the same server. */
async function bracketWithPgbench<T>(postgresUrl: string, between: () => Promise<T>) {
  const scratch = await createScratchDatabase(postgresUrl);
  try {
    await initPgbench(scratch.url, PGBENCH.scale);
    const before: TPgbenchRun = await runPgbench(scratch.url, PGBENCH);
    const result = await between();
    const after: TPgbenchRun = await runPgbench(scratch.url, PGBENCH);
    return { before, after, result };
  } finally {
    await scratch.drop();
  }
}

/**
 * The agent settlement on PostgreSQL: a 100,000-account tree (depth 7, 5,000 agents each with a
 * real-time salary and a daily-wage contract) and 1,000,000 bets in one 5-minute window, as the
 * rollup rows settled bets write. Times the real-time settlement of that window and the daily
 * wage of its day (figures, level difference, bills and every ledger payment), then checks the
 * ledger; pgbench's tps on the same server in the same run is the yardstick.
 */
export async function run(): Promise<TBenchResult> {
  const postgresUrl = process.env.DATABASE_URL || LOCAL_POSTGRES;
  const { before, after, result } = await bracketWithPgbench(postgresUrl, async () => {
    const scratch = await migratedScratch(postgresUrl);
    try {
      return await settleOnScratch(scratch.url);
    } finally {
      await scratch.drop();
    }
  });
  const { tree, realtime, daily, violations } = result;
  const pgbenchTps = (before.tps + after.tps) / 2;
  const ok = realtime.ms <= BUDGET.realtimeMs && daily.ms <= BUDGET.dailyMs && violations === 0;
  return {
    name: "agent-settlement",
    metrics: {
      accounts: tree.members,
      agents: tree.agents,
      depth: tree.depth,
      bets: tree.bets,
      realtime_ms: Math.round(realtime.ms),
      realtime_bills: realtime.result.bills,
      daily_ms: Math.round(daily.ms),
      daily_bills: daily.result.bills,
      ledger_violations: violations,
      pgbench_tps: Math.round(pgbenchTps),
    },
    units: {
      accounts: "count",
      agents: "count",
      depth: "levels",
      bets: "count",
      realtime_ms: "ms",
      realtime_bills: "count",
      daily_ms: "ms",
      daily_bills: "count",
      ledger_violations: "count",
      pgbench_tps: "tps",
    },
    budget: { metric: "realtime_ms", max: BUDGET.realtimeMs, unit: "ms" },
    ok,
    notes: [
      `targets: real-time window ≤ ${BUDGET.realtimeMs / 1000} s (${Math.round(realtime.ms)} ms), daily wage ≤ ${BUDGET.dailyMs / 1000} s (${Math.round(daily.ms)} ms), ledger clean (${violations} violations)`,
      `paid ${realtime.result.paid} (window) and ${daily.result.paid} (day) minor units over ${realtime.result.contracts} + ${daily.result.contracts} contracts`,
      `pgbench -i -s ${PGBENCH.scale}; -c ${PGBENCH.clients} -j ${PGBENCH.threads} -T ${PGBENCH.seconds} -n before and after: ${Math.round(before.tps)} and ${Math.round(after.tps)} tps`,
    ],
    details: { pgbench: { before, after }, realtime, daily },
  };
}
