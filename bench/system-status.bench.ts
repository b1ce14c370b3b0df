import path from "node:path";
import autocannon, { type AutocannonResult } from "autocannon";
import type { TBenchResult } from "./lib/bench-result.ts";
import { startChildServer, type TChildServer } from "./lib/child-server.ts";
import { freePort } from "./lib/free-port.ts";
import { startOrchidServer } from "./lib/orchid-server.ts";
import { BENCH_DIR } from "./lib/paths.ts";

const CONNECTIONS = 64;
const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = 10;

type TTarget = { key: string; url: string; headers: Record<string, string> };

type TLoad = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
};

async function load(target: TTarget): Promise<TLoad> {
  const options = { url: target.url, headers: target.headers, connections: CONNECTIONS, timeout: 10 };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const result: AutocannonResult = await autocannon({ ...options, duration: MEASURE_SECONDS });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count]),
    ),
  };
}

/** One request before the load, so a wrong answer fails loudly instead of being measured fast. */
async function expectEnvelope(target: TTarget, needsWhitelabel: boolean): Promise<void> {
  const response = await fetch(target.url, { headers: target.headers });
  const body = (await response.json()) as { success?: boolean; value?: Record<string, unknown> };
  const isComplete = !needsWhitelabel || (body.value !== undefined && "whitelabel" in body.value);
  if (!response.ok || body.success !== true || !isComplete) {
    throw new Error(`${target.key}: ${target.url} answered ${response.status} ${JSON.stringify(body)}`);
  }
}

async function startBaseline(): Promise<TChildServer> {
  const port = await freePort();
  return startChildServer({
    command: process.execPath,
    args: ["--import", "tsx", path.join(BENCH_DIR, "lib", "hello-server.ts")],
    cwd: BENCH_DIR,
    env: { ...process.env, PORT: String(port) },
    baseUrl: `http://127.0.0.1:${port}`,
    readyPath: "/hello",
    timeoutMs: 30_000,
  });
}

/** `GET /wps/system/status` (short and full forms) against a bare Fastify baseline, same run. */
export async function run(): Promise<TBenchResult> {
  const notes: string[] = [];
  const loads: Record<string, TLoad> = {};
  const baseline = await startBaseline();
  try {
    const hello = { key: "baseline", url: `${baseline.baseUrl}/hello`, headers: {} };
    await expectEnvelope(hello, false);
    loads.baseline = await load(hello);
  } finally {
    await baseline.stop();
  }

  const orchid = await startOrchidServer();
  try {
    const targets: TTarget[] = [
      { key: "short", url: `${orchid.baseUrl}/wps/system/status`, headers: { Merchant: "demo" } },
      { key: "full", url: `${orchid.baseUrl}/wps/system/status?url=127.0.0.1`, headers: {} },
    ];
    for (const target of targets) {
      await expectEnvelope(target, target.key === "full");
      loads[target.key] = await load(target);
    }
  } finally {
    await orchid.stop();
  }

  const metrics: Record<string, number> = {};
  const units: Record<string, string> = {};
  for (const [key, measured] of Object.entries(loads)) {
    metrics[`${key}Rps`] = measured.rps;
    metrics[`${key}P50`] = measured.p50;
    metrics[`${key}P99`] = measured.p99;
    Object.assign(units, { [`${key}Rps`]: "req/s", [`${key}P50`]: "ms", [`${key}P99`]: "ms" });
    if (measured.errors > 0 || measured.non2xx > 0) {
      notes.push(`${key}: ${measured.errors} errors/timeouts, ${measured.non2xx} non-2xx answers`);
    }
  }
  const baselineRps = loads.baseline?.rps ?? 0;
  for (const key of ["short", "full"]) {
    metrics[`${key}VsBaseline`] = baselineRps > 0 ? (loads[key]?.rps ?? 0) / baselineRps : 0;
    units[`${key}VsBaseline`] = "ratio";
  }
  notes.push(
    `autocannon -c ${CONNECTIONS}, ${WARMUP_SECONDS} s warm-up then ${MEASURE_SECONDS} s measured per target; loopback`,
  );
  return {
    name: "system-status",
    metrics,
    units,
    ok: Object.values(loads).every((measured) => measured.errors === 0 && measured.non2xx === 0),
    notes,
    details: {
      connections: CONNECTIONS,
      warmupSeconds: WARMUP_SECONDS,
      measureSeconds: MEASURE_SECONDS,
      loads,
    },
  };
}
