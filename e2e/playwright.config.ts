import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/chromium.ts";

const isCI = Boolean(process.env.CI);

/**
 * Each worker starts its own server (support/server.ts, the `suiteServer` fixture): its own port,
 * PGlite data dir and gateway simulator, so specs that change the demo merchant run beside others.
 * Two workers on CI (the machine has two cores); E2E_WORKERS overrides.
 */
const workers = Number(process.env.E2E_WORKERS ?? (isCI ? 2 : 1));

export default defineConfig({
  testDir: "./tests",
  outputDir: "./test-results",
  fullyParallel: false,
  workers,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { outputFolder: "./playwright-report", open: "never" }]],
  use: {
    viewport: { width: 1366, height: 800 },
    timezoneId: "UTC",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
