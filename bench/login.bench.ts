import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import { importPublicKey, sealBody } from "@orchid/contract/hybrid-encryption";
import autocannon, { type AutocannonResult } from "autocannon";
import type { TBenchResult } from "./lib/bench-result.ts";
import { onOrchidScratch } from "./lib/orchid-on-scratch.ts";
import { startOrchidServer } from "./lib/orchid-server.ts";

const CONNECTIONS = 16;
const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = 10;
/** argon2id as the server uses it (m = 19 MiB, t = 2, p = 1). */
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Raw argon2id verifications per second with 16 in flight, in this process: the ceiling for logins. */
async function rawArgon2PerSecond(seconds: number): Promise<number> {
  const stored = await hash("Demo1234", { ...ARGON2, algorithm: ARGON2.algorithm as never });
  let done = 0;
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      await verify(stored, "Demo1234");
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return done / ((performance.now() - started) / 1000);
}

type TEnvelope = { success: boolean; value?: { kid?: string; spki?: string; token?: string } };
type TLoad = { rps: number; p50: number; p99: number; errors: number };

/** Seals the demo member's login once and replays it (a sealed body stays valid for 10 minutes). */
async function loadLogins(baseUrl: string): Promise<TLoad> {
  const headers = { Merchant: "demo", "Content-Type": "application/json" };
  const keyAnswer = (await (await fetch(`${baseUrl}/wps/session/publicKey`)).json()) as TEnvelope;
  const { kid, spki } = keyAnswer.value ?? {};
  if (!kid || !spki) throw new Error("no public key");
  const credentials = { username: "demo01", password: "Demo1234" };
  const body = JSON.stringify(await sealBody(credentials, await importPublicKey(spki), kid));
  const url = `${baseUrl}/wps/session/login`;
  const first = (await (await fetch(url, { method: "POST", headers, body })).json()) as TEnvelope;
  if (!first.success || !first.value?.token)
    throw new Error(`login failed before the load: ${JSON.stringify(first)}`);
  const options = { url, method: "POST" as const, headers, body, connections: CONNECTIONS, timeout: 20 };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const result: AutocannonResult = await autocannon({ ...options, duration: MEASURE_SECONDS });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function onPglite(): Promise<TLoad> {
  const orchid = await startOrchidServer();
  try {
    return await loadLogins(orchid.baseUrl);
  } finally {
    await orchid.stop();
  }
}

function onPostgres(baseUrl: string): Promise<TLoad> {
  return onOrchidScratch(baseUrl, {}, (orchid) => loadLogins(orchid.baseUrl));
}

/**
 * `POST /wps/session/login` with a sealed body (RSA-OAEP-256 + AES-256-GCM, as the site sends
 * it) for the demo member at 16 connections, on embedded PGlite and, when `DATABASE_URL` names a
 * PostgreSQL server, on a scratch database there; raw argon2id speed measured in the same run.
 */
export async function run(): Promise<TBenchResult> {
  const notes: string[] = [];
  const argon2Before = await rawArgon2PerSecond(5);
  const loads: Record<string, TLoad> = { pglite: await onPglite() };
  const postgresUrl = process.env.DATABASE_URL;
  if (postgresUrl) loads.postgres = await onPostgres(postgresUrl);
  else notes.push("DATABASE_URL unset: PostgreSQL not measured");
  const argon2After = await rawArgon2PerSecond(5);
  const argon2 = (argon2Before + argon2After) / 2;
  const metrics: Record<string, number> = { argon2VerifyPerSec: Math.round(argon2) };
  const units: Record<string, string> = { argon2VerifyPerSec: "verify/s" };
  for (const [db, load] of Object.entries(loads)) {
    Object.assign(metrics, {
      [`${db}LoginRps`]: Math.round(load.rps),
      [`${db}LoginP50`]: load.p50,
      [`${db}LoginP99`]: load.p99,
      [`${db}LoginVsArgon2`]: argon2 > 0 ? load.rps / argon2 : 0,
    });
    Object.assign(units, {
      [`${db}LoginRps`]: "req/s",
      [`${db}LoginP50`]: "ms",
      [`${db}LoginP99`]: "ms",
      [`${db}LoginVsArgon2`]: "ratio",
    });
    if (load.errors > 0)
      notes.push(`${db}: ${load.errors} errors, timeouts or non-2xx answers during the load`);
  }
  notes.push(
    `autocannon -c ${CONNECTIONS}, ${WARMUP_SECONDS} s warm-up, ${MEASURE_SECONDS} s measured; ${availableParallelism()} cores; raw argon2id measured before and after with ${CONNECTIONS} in flight`,
  );
  return {
    name: "login",
    metrics,
    units,
    ok: Object.values(loads).every((load) => load.errors === 0),
    notes,
    details: { argon2Before, argon2After, loads },
  };
}
