import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startChildServer, type TChildServer } from "./child-server.ts";
import { freePort } from "./free-port.ts";
import { REPO_ROOT } from "./paths.ts";

/**
 * The real server as the e2e suite runs it (`npm run serve`): embedded PGlite in a fresh temp
 * data dir (or the PostgreSQL database given), a free loopback port. `stop()` ends it by its PID and removes the data dir.
 * `env` adds or overrides variables for this server only (e.g. `ALLOW_PLAINTEXT_AUTH`).
 */
export async function startOrchidServer(
  options: { databaseUrl?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<TChildServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "orchid-bench-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    const server = await startChildServer({
      command: "npm",
      args: ["run", "serve"],
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: options.databaseUrl ?? "",
        NODE_ENV: process.env.BENCH_NODE_ENV ?? "test",
        TRUST_PROXY: "loopback",
        LOG_LEVEL: "warn",
        TZ: "UTC",
        // A load test is one address sending thousands of calls: the per-address limit is off.
        RATE_LIMIT_PER_MINUTE: "0",
        ...options.env,
      },
      baseUrl,
      readyPath: "/healthz",
      timeoutMs: 120_000,
    });
    return {
      ...server,
      stop: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
