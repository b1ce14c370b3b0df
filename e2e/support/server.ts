import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const serverDir = path.join(repoRoot, "apps/server");
const START_DEADLINE_MS = 120_000;
const STOP_DEADLINE_MS = 5_000;

/** One real Orchid server owned by one Playwright worker: its own port, data dir and gateway. */
export type TSuiteServer = { baseURL: string; dataDir: string; stop: () => Promise<void> };

/**
 * Ports of the worker at `slot` (Playwright's parallel index, 0 … workers − 1): the site on
 * E2E_PORT + slot, the bundled gateway simulator on E2E_GATEWAY_PORT + slot.
 */
export function suitePorts(slot: number): { site: number; gateway: number } {
  return {
    site: Number(process.env.E2E_PORT ?? 18080) + slot,
    gateway: Number(process.env.E2E_GATEWAY_PORT ?? 18091) + slot,
  };
}

/**
 * Starts the server as `npm run serve` would (tsx in one Node process, so the PID we stop is the
 * server's own) on embedded PGlite in a fresh temp data dir, and resolves once /healthz answers.
 */
export async function startSuiteServer(slot: number): Promise<TSuiteServer> {
  const ports = suitePorts(slot);
  const dataDir = mkdtempSync(path.join(tmpdir(), `orchid-e2e-${slot}-`));
  const baseURL = `http://127.0.0.1:${ports.site}`;
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(ports.site),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // Empty on purpose: the suite always runs on embedded PGlite, even when CI exports a URL.
      DATABASE_URL: "",
      NODE_ENV: "test",
      DEV_ROUTES: "1",
      TRUST_PROXY: "loopback",
      // Specs fire bursts from a few addresses; the per-address limit has its own integration test.
      RATE_LIMIT_PER_MINUTE: "0",
      LOG_LEVEL: "warn",
      TZ: "UTC",
      // Deposits go through the bundled gateway simulator (real signed HTTP on loopback).
      GATEWAY_SIMULATOR: "1",
      GATEWAY_SIMULATOR_PORT: String(ports.gateway),
      // Optional: a private copy of the built site, so a rebuild in a shared checkout cannot
      // swap the hashed assets under a running suite. Unset, the server serves apps/web/dist.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  });
  const output = relayOutput(child, slot);
  const stop = () => stopServer(child, dataDir);
  try {
    await waitForHealth(child, `${baseURL}/healthz`, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, dataDir, stop };
}

/** Passes the server's lines on, tagged with the worker, and keeps the last ones for a failed start. */
function relayOutput(child: ChildProcess, slot: number): string[] {
  const recent: string[] = [];
  const relay = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (!line) continue;
      recent.push(line);
      if (recent.length > 40) recent.shift();
      process.stderr.write(`[server ${slot}] ${line}\n`);
    }
  };
  child.stdout?.on("data", relay);
  child.stderr?.on("data", relay);
  return recent;
}

async function waitForHealth(child: ChildProcess, url: string, output: string[]): Promise<void> {
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode} before answering:\n${output.join("\n")}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url} within ${START_DEADLINE_MS} ms:\n${output.join("\n")}`);
}

async function stopServer(child: ChildProcess, dataDir: string): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    const late = setTimeout(() => child.kill("SIGKILL"), STOP_DEADLINE_MS);
    await exited;
    clearTimeout(late);
  }
  rmSync(dataDir, { recursive: true, force: true });
}
