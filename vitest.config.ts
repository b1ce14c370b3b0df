import { defineConfig } from "vitest/config";

const integration = ["apps/server/src/**/*.integration.test.ts"];
/** The hostile-input sweeps: requests that must be refused with a 4xx and write nothing. */
const sweeps = ["apps/server/src/**/*bad-input.integration.test.ts"];
const withPostgres = Boolean(process.env.DATABASE_URL);
// The wallet's reliability tests (`npm run test:chaos`): minutes of load on PostgreSQL, never part of test:unit.
const withChaos = process.env.ORCHID_CHAOS === "1";
if (withChaos && !withPostgres) {
  throw new Error(
    "npm run test:chaos needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)",
  );
}

/**
 * Unit tests everywhere; integration tests against the real server on PGlite, and again on
 * PostgreSQL when DATABASE_URL is set (each file on its own copy of a seeded template). The
 * hostile-input sweeps run once: on PostgreSQL when it is there, else on PGlite.
 */
export default defineConfig({
  test: {
    env: { TZ: "UTC" },
    projects: [
      {
        test: {
          name: "unit",
          include: ["apps/*/src/**/*.test.ts", "packages/*/src/**/*.test.ts"],
          exclude: [...integration, "**/node_modules/**"],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration-pglite",
          include: integration,
          exclude: withPostgres ? [...sweeps, "**/node_modules/**"] : ["**/node_modules/**"],
          environment: "node",
          globalSetup: ["apps/server/src/test/global-setup.ts"],
          env: { ORCHID_TEST_DB: "pglite", TZ: "UTC" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: "integration-postgres",
                include: integration,
                environment: "node" as const,
                globalSetup: ["apps/server/src/test/global-setup.ts"],
                env: { ORCHID_TEST_DB: "postgres", TZ: "UTC" },
                testTimeout: 30_000,
                hookTimeout: 60_000,
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
                fileParallelism: false,
              },
            },
          ]
        : []),
    ],
  },
});
