import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";

const serverDir = path.resolve(import.meta.dirname, "..");
const HEALTH_TIMEOUT_MS = 45_000;
const OUTPUT_LINES = 200;

export type TBankServerOptions = { databaseUrl: string; port: number; gatewayPort: number };

export type TBankServer = {
  url: string;
  /** The running process's id (undefined while stopped). */
  pid(): number | undefined;
  /** Starts the process and resolves once `/healthz` answers 200. */
  start(): Promise<void>;
  /** SIGTERM: the server finishes what it is doing and exits. */
  stop(): Promise<void>;
  /** SIGKILL: the process dies at once, mid-request and mid-transaction. */
  crash(): Promise<void>;
  /** The last lines the server printed (warnings and errors at LOG_LEVEL=warn). */
  output(): string[];
  /** Every error or fatal log line the server printed, across restarts (the first 100). */
  errors(): string[];
};

/** pino's error (50) and fatal (60) levels. */
const ERROR_LINE = /"level":(50|60)\b/;

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/**
 * The real server process (`node --import tsx src/main.ts`) on 127.0.0.1 against the chaos
 * database, with the gateway simulator in-process on its own port, started, stopped and killed by
 * its own PID. The environment is built from scratch so nothing of the caller's leaks in.
 */
export function createBankServer(options: TBankServerOptions): TBankServer {
  const url = `http://127.0.0.1:${options.port}`;
  const lines: string[] = [];
  const errors: string[] = [];
  let child: ChildProcess | undefined;

  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TZ: "UTC",
    NODE_ENV: "test",
    DATABASE_URL: options.databaseUrl,
    PORT: String(options.port),
    HOST: "127.0.0.1",
    SEED_DEMO: "1",
    GATEWAY_SIMULATOR: "1",
    GATEWAY_SIMULATOR_PORT: String(options.gatewayPort),
    LOG_LEVEL: "warn",
    MERCHANT_CACHE_MS: "0",
    // Payers walk away from a tenth of the gateway orders on purpose; the per-member quota of
    // unpaid orders has its own burst test (deposit-quotas.integration.test.ts).
    MEMBER_OPEN_GATEWAY_ORDERS: "1000",
    // Thousands of calls from loopback; the per-address limit has its own test (rate-limit.integration.test.ts).
    RATE_LIMIT_PER_MINUTE: "0",
  };

  function remember(line: string): void {
    lines.push(line);
    if (ERROR_LINE.test(line) && errors.length < 100) errors.push(line);
    if (lines.length > OUTPUT_LINES) lines.splice(0, lines.length - OUTPUT_LINES);
  }

  async function waitHealthy(started: ChildProcess): Promise<void> {
    const deadline = Date.now() + HEALTH_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (started.exitCode !== null)
        throw new Error(`server exited with ${started.exitCode}:\n${lines.join("\n")}`);
      const answer = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
      if (answer?.ok) return;
      await sleep(100);
    }
    throw new Error(`server not healthy after ${HEALTH_TIMEOUT_MS} ms:\n${lines.join("\n")}`);
  }

  async function signal(name: "SIGTERM" | "SIGKILL"): Promise<void> {
    const running = child;
    if (!running?.pid) return;
    const done = exited(running);
    process.kill(running.pid, name);
    await done;
    child = undefined;
  }

  return {
    url,
    pid: () => child?.pid,
    async start() {
      if (child) throw new Error("server already running");
      const started = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
        cwd: serverDir,
        env,
        stdio: ["ignore", "pipe", "pipe"],
      });
      for (const stream of [started.stdout, started.stderr]) {
        if (stream) createInterface({ input: stream }).on("line", remember);
      }
      child = started;
      // Should the test runner die first, the server must not outlive it.
      const killOnExit = () => started.kill("SIGKILL");
      process.once("exit", killOnExit);
      started.once("exit", () => process.off("exit", killOnExit));
      await waitHealthy(started);
    },
    stop: () => signal("SIGTERM"),
    crash: () => signal("SIGKILL"),
    output: () => [...lines],
    errors: () => [...errors],
  };
}
