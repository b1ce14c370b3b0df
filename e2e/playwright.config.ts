import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/chromium.ts";
import { SPORTS_FEED_SECRET } from "./support/sports-feed.ts";

const e2eDir = import.meta.dirname;
const repoRoot = path.resolve(e2eDir, "..");
const port = Number(process.env.E2E_PORT ?? 18080);
const baseURL = `http://127.0.0.1:${port}`;
const isCI = Boolean(process.env.CI);

/**
 * Playwright evaluates this file in the runner and again in every worker; workers inherit the
 * runner's environment, so only the runner makes (and later removes) the server's data dir.
 */
function serverDataDir(): string {
  const existing = process.env.E2E_DATA_DIR;
  if (existing) return existing;
  const created = mkdtempSync(path.join(tmpdir(), "orchid-e2e-"));
  process.env.E2E_DATA_DIR = created;
  // The web server is stopped before the runner exits, so nothing writes here any more.
  process.on("exit", () => rmSync(created, { recursive: true, force: true }));
  return created;
}

export default defineConfig({
  testDir: "./tests",
  // run-shards.mjs gives each half of the suite its own output, report and timing file.
  outputDir: process.env.E2E_OUTPUT_DIR || "./test-results",
  fullyParallel: false,
  workers: 1,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  // Two halves of the suite share the two cores (run-shards.mjs): a long flow takes longer than alone.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    ["html", { outputFolder: process.env.E2E_REPORT_DIR || "./playwright-report", open: "never" }],
    ...(process.env.E2E_JSON_REPORT ? [["json", { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
  ],
  use: {
    baseURL,
    viewport: { width: 1366, height: 800 },
    timezoneId: "UTC",
    // Carousels hold still and animations end at once, as for a visitor who asked for reduced
    // motion: the browser then stops repainting an idle page, which on two cores left the server
    // half the machine. A spec about motion itself asks for "no-preference" (home-games.spec.ts).
    reducedMotion: "reduce",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: "npm run serve",
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: serverDataDir(),
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
      GATEWAY_SIMULATOR_PORT: process.env.E2E_GATEWAY_PORT ?? "18091",
      // The book's fixtures, prices and results come from the specs as a signed feed would send them.
      SPORTS_FEED_SECRET: SPORTS_FEED_SECRET,
      // Optional: a private copy of the built site, so a rebuild in a shared checkout cannot
      // swap the hashed assets under a running suite. Unset, the server serves apps/web/dist.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
