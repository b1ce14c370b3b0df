/**
 * The integration files that run on embedded PGlite in every gate run, even when the full suite
 * runs on PostgreSQL (vitest.config.ts, project "integration-pglite-smoke").
 *
 * PGlite is what `npm start` runs without DATABASE_URL, so the gate must still show that the
 * migrations, the seed and each module's main flow work there; the full suite on both databases
 * cost the gate twelve minutes and found nothing the PostgreSQL run did not. The choice: the seed
 * test (every migration, then the demo seed), the server process on its data directory (a
 * PGlite-only test), the job queue, then per module one short file that walks its main flow
 * through the real server. Hostile-input sweeps, concurrency and timing tests stay
 * PostgreSQL-only. `pglite-smoke-files.test.ts` keeps this list in step with the modules.
 */
export const PGLITE_SMOKE_FILES = [
  "apps/server/src/db/seed/seed-demo.integration.test.ts",
  "apps/server/src/main.integration.test.ts",
  "apps/server/src/jobs/job-runner.integration.test.ts",
  "apps/server/src/modules/system/system.integration.test.ts",
  "apps/server/src/modules/session/login.integration.test.ts",
  "apps/server/src/modules/member/register.integration.test.ts",
  "apps/server/src/modules/wallet/wallet.integration.test.ts",
  "apps/server/src/modules/games/slots/slots.integration.test.ts",
  "apps/server/src/modules/payments/deposits.integration.test.ts",
  "apps/server/src/modules/engagement/home-content.integration.test.ts",
  "apps/server/src/modules/engagement/bonus/bonus.integration.test.ts",
  "apps/server/src/modules/operators/console-session.integration.test.ts",
  "apps/server/src/modules/dev/dev-routes.integration.test.ts",
  "apps/server/src/modules/agent/settlement/settlement.integration.test.ts",
  "apps/server/src/modules/lottery/lottery.integration.test.ts",
  "apps/server/src/modules/sportsbook/sportsbook.integration.test.ts",
  "apps/server/src/modules/sabong/sabong.integration.test.ts",
];
