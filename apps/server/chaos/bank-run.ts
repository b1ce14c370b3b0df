import { setTimeout as sleep } from "node:timers/promises";
import { openDatabase } from "../src/db/database.ts";
import { apiCall } from "./api-call.ts";
import { checkBank, type TBankCheck } from "./bank-checks.ts";
import { runBankClients } from "./bank-clients.ts";
import { createBankServer, type TBankServer } from "./bank-harness.ts";
import { prepareBank } from "./bank-setup.ts";
import { summarizeBank } from "./bank-summary.ts";
import { createChaosDatabase } from "./chaos-database.ts";
import { checkAcknowledgedBeforeCrash, type TBeforeCrash } from "./crash-checks.ts";
import { freePort } from "./free-port.ts";
import { memberBalances } from "./ledger-facts.ts";
import { openMemberSessions } from "./member-sessions.ts";
import type { TOpRecord } from "./op-record.ts";

export type TBankRunOptions = {
  clients: number;
  members: number;
  durationMs: number;
  /** When set, the server is SIGKILLed this many ms into the load and started again. */
  crashAtMs?: number;
};

export type TCrash = { crashMs: number; restartedMs: number };

export type TBankReport = {
  seed: number;
  history: TOpRecord[];
  check: TBankCheck;
  crash: TCrash | null;
  beforeCrash: TBeforeCrash | null;
  /** Error lines the server logged (a 5xx is logged as one). */
  serverErrors: string[];
  summary: string;
};

const OPENING_MINOR = 2_000_000;
const RESTART_PAUSE_MS = 1_000;

async function crashAndRestart(server: TBankServer, atMs: number, clock: () => number): Promise<TCrash> {
  await sleep(Math.max(0, atMs - clock()));
  await server.crash();
  const crashMs = clock();
  await sleep(RESTART_PAUSE_MS);
  await server.start();
  return { crashMs, restartedMs: clock() };
}

async function gatewayChannelId(baseUrl: string, token: string): Promise<number> {
  const reply = await apiCall(baseUrl, { method: "GET", path: "/wps/payments/deposit/channels", token });
  const channels = reply.kind === "answer" ? (reply.value as { id: number; kind: string }[]) : [];
  const gateway = channels.find((c) => c.kind === "gateway");
  if (!gateway) throw new Error(`no gateway deposit channel: ${JSON.stringify(reply)}`);
  return gateway.id;
}

/**
 * One bank run on PostgreSQL: a fresh database (dropped at the end), the demo seed and the chaos
 * members, the real server process, `clients` clients for `durationMs` (with a SIGKILL and restart
 * when asked), then the server stopped and every check run on the database.
 */
export async function runBankScenario(options: TBankRunOptions): Promise<TBankReport> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error("The chaos tests need PostgreSQL: set DATABASE_URL");
  const seed = Number(process.env.CHAOS_SEED) || Math.floor(Math.random() * 1_000_000);
  const chaosDb = await createChaosDatabase(baseUrl);
  try {
    return await runOn(chaosDb.url, options, seed);
  } finally {
    await chaosDb.drop();
  }
}

async function runOn(databaseUrl: string, options: TBankRunOptions, seed: number): Promise<TBankReport> {
  const database = await openDatabase({ databaseUrl, poolSize: 4 });
  try {
    await database.migrate();
    const gatewayPort = await freePort();
    const setup = await prepareBank(database.db, {
      gatewayPort,
      count: options.members,
      openingMinor: OPENING_MINOR,
    });
    const balancesBefore = await memberBalances(database.db);
    const server = createBankServer({ databaseUrl, port: await freePort(), gatewayPort });
    let history: TOpRecord[];
    let crash: TCrash | null = null;
    const began = performance.now();
    const clock = () => performance.now() - began;
    try {
      await server.start();
      const sessions = await openMemberSessions(server.url, setup.members);
      const channelId = await gatewayChannelId(server.url, sessions[0]?.token ?? "");
      const start = clock();
      const clients = runBankClients({
        baseUrl: server.url,
        sessions,
        clients: options.clients,
        seed,
        channelId,
        clock,
        endMs: start + options.durationMs,
      });
      const crashing =
        options.crashAtMs === undefined
          ? null
          : crashAndRestart(server, start + options.crashAtMs, clock).catch((e) => e as Error);
      history = await clients;
      const crashed = await crashing;
      if (crashed instanceof Error) throw crashed;
      crash = crashed;
    } finally {
      await server.stop();
    }
    const durationMs =
      Math.max(...history.map((op) => op.endedMs)) - Math.min(...history.map((op) => op.startedMs));
    const check = await checkBank(database.db, {
      merchantId: setup.merchantId,
      members: setup.members,
      history,
      balancesBefore,
    });
    const beforeCrash = crash ? checkAcknowledgedBeforeCrash(history, check.facts, crash.crashMs) : null;
    const extra = [`seed ${seed} (CHAOS_SEED=${seed} repeats the clients' choices)`];
    if (crash && beforeCrash) {
      extra.push(
        `crash: SIGKILL at ${(crash.crashMs / 1000).toFixed(1)} s, healthy again at ${(crash.restartedMs / 1000).toFixed(1)} s; ${beforeCrash.acknowledged} operations acknowledged before it, ${beforeCrash.problems.length} of them wrong`,
      );
    }
    const serverErrors = server.errors();
    return {
      seed,
      history,
      check,
      crash,
      beforeCrash,
      serverErrors,
      summary: summarizeBank(history, durationMs, check, extra),
    };
  } finally {
    await database.close();
  }
}
