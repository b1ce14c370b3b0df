import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "/work/main/e2e/support/chromium.ts";
export default defineConfig({
  testDir: "/work/main/e2e/tests",
  outputDir: "/tmp/pw-results",
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: { baseURL: "http://127.0.0.1:8090", viewport: { width: 1366, height: 800 }, timezoneId: "UTC", launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
});
