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

/**
 * `GET /wps/system/status` (short and full forms) against a bare Fastify baseline measured
 * before and after them, so drift in the machine's load shows up instead of skewing the ratio.
 */
export async function run(): Promise<TBenchResult> {
  const notes: string[] = [];
  const baseline = await startBaseline();
  const orchid = await startOrchidServer().catch(async (error: unknown) => {
    await baseline.stop();
    throw error;
  });
  const measured: Record<string, TLoad> = {};
  try {
    const hello = { key: "baseline", url: `${baseline.baseUrl}/hello`, headers: {} };
    const targets: TTarget[] = [
      { key: "short", url: `${orchid.baseUrl}/wps/system/status`, headers: { Merchant: "demo" } },
      { key: "full", url: `${orchid.baseUrl}/wps/system/status?url=127.0.0.1`, headers: {} },
    ];
    await expectEnvelope(hello, false);
    for (const target of targets) await expectEnvelope(target, target.key === "full");

    measured.baselineBefore = await load(hello);
    for (const target of targets) measured[target.key] = await load(target);
    measured.baselineAfter = await load(hello);
  } finally {
    await Promise.all([orchid.stop(), baseline.stop()]);
  }

  const before = measured.baselineBefore?.rps ?? 0;
  const after = measured.baselineAfter?.rps ?? 0;
  const baselineRps = Math.round((before + after) / 2);
  const metrics: Record<string, number> = { baselineRps };
  const units: Record<string, string> = { baselineRps: "req/s" };
  for (const [key, result] of Object.entries(measured)) {
    if (key !== "baselineBefore" && key !== "baselineAfter") metrics[`${key}Rps`] = result.rps;
    metrics[`${key}P50`] = result.p50;
    metrics[`${key}P99`] = result.p99;
    Object.assign(units, { [`${key}Rps`]: "req/s", [`${key}P50`]: "ms", [`${key}P99`]: "ms" });
    if (result.errors > 0 || result.non2xx > 0) {
      notes.push(`${key}: ${result.errors} errors/timeouts, ${result.non2xx} non-2xx answers`);
    }
  }
  for (const key of ["short", "full"]) {
    metrics[`${key}VsBaseline`] = baselineRps > 0 ? (measured[key]?.rps ?? 0) / baselineRps : 0;
    units[`${key}VsBaseline`] = "ratio";
  }
  const drift = before > 0 ? Math.abs(after - before) / before : 0;
  metrics.baselineDrift = drift;
  units.baselineDrift = "ratio";
  if (drift > 0.15) {
    notes.push(
      `baseline moved ${(drift * 100).toFixed(0)}% during the run (${before} → ${after} req/s): busy machine, ratios are rough`,
    );
  }
  notes.push(
    `autocannon -c ${CONNECTIONS}, ${WARMUP_SECONDS} s warm-up then ${MEASURE_SECONDS} s measured per target; loopback`,
  );
  return {
    name: "system-status",
    metrics,
    units,
    ok: Object.values(measured).every((result) => result.errors === 0 && result.non2xx === 0),
    notes,
    details: {
      connections: CONNECTIONS,
      warmupSeconds: WARMUP_SECONDS,
      measureSeconds: MEASURE_SECONDS,
      baselineRps: { before, after },
      loads: measured,
    },
  };
}
