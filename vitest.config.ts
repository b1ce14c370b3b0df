import os from "node:os";
import { defineConfig } from "vitest/config";
import { PGLITE_SMOKE_FILES } from "./apps/server/src/test/pglite-smoke-files.ts";
import { SlowestFilesReporter } from "./apps/server/src/test/slowest-files-reporter.ts";

const integration = ["apps/server/src/**/*.integration.test.ts"];
const withPostgres = Boolean(process.env.DATABASE_URL);
// The wallet's reliability tests (`npm run test:chaos`): minutes of load on PostgreSQL, never part of test:unit.
const withChaos = process.env.ORCHID_CHAOS === "1";
if (withChaos && !withPostgres) {
  throw new Error(
    "npm run test:chaos needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)",
  );
}

/** What every integration project shares: the seeded template, the real server, the midnight guard. */
const integrationProject = {
  environment: "node" as const,
  // A worker runs its files one after another in one module graph instead of re-importing the
  // whole server for each file: that import was two fifths of the suite's time. Each file still
  // starts its own app on its own database; what a server module keeps process-wide must be safe
  // for a later app to meet (a cache of pure results is).
  isolate: false,
  globalSetup: ["apps/server/src/test/global-setup.ts"],
  setupFiles: ["apps/server/src/test/clear-of-midnight-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * On a developer's machine (no DATABASE_URL): unit tests, and every integration file against the
 * real server on embedded PGlite. In CI (DATABASE_URL set): the integration files run once, on
 * PostgreSQL, each on its own copy of a seeded template database, plus the PGlite smoke suite
 * (migrations, seed, one flow per module: apps/server/src/test/pglite-smoke-files.ts), since
 * `npm start` runs on PGlite. decisions/0004 and docs/TESTING.md say why.
 */
export default defineConfig({
  test: {
    env: { TZ: "UTC" },
    // Vitest's default is one worker fewer than the cores: one on CI's two. Each file has its
    // own database copy and listens on port 0, so files run side by side on every core.
    maxWorkers: Math.max(2, os.availableParallelism()),
    reporters: ["default", new SlowestFilesReporter()],
    projects: [
      {
        test: {
          name: "unit",
          include: ["apps/*/src/**/*.test.ts", "packages/*/src/**/*.test.ts"],
          exclude: [...integration, "**/node_modules/**"],
          environment: "node",
        },
      },
      withPostgres
        ? {
            test: {
              name: "integration-pglite-smoke",
              include: PGLITE_SMOKE_FILES,
              ...integrationProject,
              env: { ORCHID_TEST_DB: "pglite", TZ: "UTC" },
            },
          }
        : {
            test: {
              name: "integration-pglite",
              include: integration,
              ...integrationProject,
              env: { ORCHID_TEST_DB: "pglite", TZ: "UTC" },
            },
          },
      ...(withPostgres
        ? [
            {
              test: {
                name: "integration-postgres",
                include: integration,
                ...integrationProject,
                env: { ORCHID_TEST_DB: "postgres", TZ: "UTC" },
              },
            },
          ]
        : []),
      ...(withChaos
        ? [
            {
              test: {
                name: "chaos",
                include: ["apps/server/chaos/**/*.chaos.test.ts"],
                environment: "node" as const,
                env: { TZ: "UTC" },
                testTimeout: 180_000,
                hookTimeout: 60_000,
                // Each file has its own database and ports; two at once end in about the time of
                // the longest (70 s for 126 s one by one), and each still runs its full load.
                fileParallelism: true,
              },
            },
          ]
        : []),
    ],
  },
});
