import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import { importPublicKey, sealBody } from "@orchid/contract/hybrid-encryption";
import autocannon, { type AutocannonResult } from "autocannon";
import type { TBenchResult } from "./lib/bench-result.ts";
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

/**
 * `POST /wps/session/login` with a sealed body (RSA-OAEP-256 + AES-256-GCM, as the site sends
 * it) for the demo member, 16 connections, against raw argon2id speed measured in the same run.
 */
export async function run(): Promise<TBenchResult> {
  const notes: string[] = [];
  const argon2Before = await rawArgon2PerSecond(5);
  const orchid = await startOrchidServer();
  let result: AutocannonResult;
  try {
    const headers = { Merchant: "demo", "Content-Type": "application/json" };
    const keyAnswer = (await (await fetch(`${orchid.baseUrl}/wps/session/publicKey`)).json()) as TEnvelope;
    const { kid, spki } = keyAnswer.value ?? {};
    if (!kid || !spki) throw new Error("no public key");
    const body = JSON.stringify(
      await sealBody({ username: "demo01", password: "Demo1234" }, await importPublicKey(spki), kid),
    );
    const url = `${orchid.baseUrl}/wps/session/login`;
    const first = (await (await fetch(url, { method: "POST", headers, body })).json()) as TEnvelope;
    if (!first.success || !first.value?.token)
      throw new Error(`login failed before the load: ${JSON.stringify(first)}`);
    const options = { url, method: "POST" as const, headers, body, connections: CONNECTIONS, timeout: 20 };
    await autocannon({ ...options, duration: WARMUP_SECONDS });
    result = await autocannon({ ...options, duration: MEASURE_SECONDS });
  } finally {
    await orchid.stop();
  }
  const argon2After = await rawArgon2PerSecond(5);
  const argon2 = (argon2Before + argon2After) / 2;
  const loginRps = result.requests.average;
  const errors = result.errors + result.timeouts + result.non2xx;
  if (errors > 0) notes.push(`${errors} errors, timeouts or non-2xx answers during the load`);
  notes.push(
    `autocannon -c ${CONNECTIONS}, ${WARMUP_SECONDS} s warm-up, ${MEASURE_SECONDS} s measured; PGlite; ${availableParallelism()} cores; raw argon2id measured before and after with ${CONNECTIONS} in flight`,
  );
  return {
    name: "login",
    metrics: {
      loginRps: Math.round(loginRps),
      loginP50: result.latency.p50,
      loginP99: result.latency.p99,
      argon2VerifyPerSec: Math.round(argon2),
      loginVsArgon2: argon2 > 0 ? loginRps / argon2 : 0,
    },
    units: {
      loginRps: "req/s",
      loginP50: "ms",
      loginP99: "ms",
      argon2VerifyPerSec: "verify/s",
      loginVsArgon2: "ratio",
    },
    ok: errors === 0,
    notes,
    details: { argon2Before, argon2After, statusCodes: result.statusCodeStats },
  };
}
