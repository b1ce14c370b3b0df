import { randomBytes } from "node:crypto";
import { buildApp } from "./app.ts";
import { createAppContext } from "./app-context.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { seedDemo } from "./db/seed/seed-demo.ts";
import { appJobs } from "./jobs/app-jobs.ts";
import { installJobQueue, JobRunner } from "./jobs/job-runner.ts";
import { startDevLotteryFeed } from "./modules/lottery/index.ts";
import { startDevGateway } from "./modules/payments/index.ts";
import { startDevDerby } from "./modules/sabong/index.ts";
import { startDevSportsFeed } from "./modules/sportsbook/index.ts";

const SHUTDOWN_GRACE_MS = 10_000;

/** Starts the server: migrations, demo seed, HTTP; stops cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
  });
  const gatewayUrl = `http://127.0.0.1:${config.gatewaySimulator.port}`;
  // Instances started together take turns: one migrates and seeds, the others then find it done.
  const seeded = await database.withStartupLock(async ({ db, migrate }) => {
    await migrate();
    await installJobQueue(db);
    return config.seedDemo ? seedDemo(db, new Date(), { gatewayUrl }) : false;
  });
  const gateway = config.gatewaySimulator.enabled
    ? await startDevGateway(database.db, config.gatewaySimulator.port)
    : null;

  // The dev feed and the server share a secret made for this run when none is configured.
  const lotteryFeedSecret =
    config.lotteryFeedSecret ?? (config.lotteryFeedSimulator ? randomBytes(24).toString("hex") : undefined);
  const sportsFeedSecret =
    config.sportsFeedSecret ?? (config.sportsFeedSimulator ? randomBytes(24).toString("hex") : undefined);
  const ctx = await createAppContext({ ...config, lotteryFeedSecret, sportsFeedSecret }, database);
  const app = await buildApp(ctx);
  const jobs = new JobRunner(database.db, appJobs(ctx));
  await database.withStartupLock(() => jobs.prepareQueues());
  await jobs.start();
  app.log.info(
    {
      database: database.kind,
      dataDir: database.kind === "pglite" ? config.dataDir : undefined,
      seeded,
      gatewaySimulator: gateway?.url,
    },
    "database ready",
  );

  let lotteryFeed: { close(): Promise<void> } | null = null;
  let sportsFeed: { close(): Promise<void> } | null = null;
  let derby: { close(): Promise<void> } | null = null;
  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      app.log.error("shutdown took too long, exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      await jobs.stop();
      await gateway?.close();
      await lotteryFeed?.close();
      await sportsFeed?.close();
      await derby?.close();
      ctx.stop();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : config.port}`;
  if (config.lotteryFeedSimulator && lotteryFeedSecret)
    lotteryFeed = startDevLotteryFeed(origin, lotteryFeedSecret);
  if (config.sportsFeedSimulator && sportsFeedSecret)
    sportsFeed = startDevSportsFeed(origin, sportsFeedSecret);
  if (config.demoDerby && config.seedDemo) derby = startDevDerby(ctx);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
