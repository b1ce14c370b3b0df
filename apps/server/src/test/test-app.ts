import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { ltree } from "@electric-sql/pglite/contrib/ltree";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp, type TBuildOptions } from "../app.ts";
import { createAppContext, type TAppContext } from "../app-context.ts";
import { loadConfig } from "../config.ts";
import { openDatabase, type TDatabase, wrapPglite } from "../db/database.ts";
import { databaseUrlWithName, testDatabaseKind } from "./test-database-kind.ts";

export type TTestApp = { app: FastifyInstance; ctx: TAppContext; close(): Promise<void> };

async function openTestDatabase(): Promise<{ database: TDatabase; drop(): Promise<void> }> {
  if (testDatabaseKind() === "pglite") {
    const tar = readFileSync(inject("pgliteTemplate"));
    const client = await PGlite.create({ loadDataDir: new Blob([tar]), extensions: { ltree, pg_trgm } });
    return { database: wrapPglite(client), drop: async () => {} };
  }
  const baseUrl = process.env.DATABASE_URL ?? "";
  const name = `orchid_t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
  const database = await openDatabase({ databaseUrl: databaseUrlWithName(baseUrl, name), poolSize: 4 });
  return {
    database,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A real server on a copy of the seeded database, for `inject` or a real port; `close()` removes it. */
export async function startTestApp(
  env: Record<string, string> = {},
  now: () => Date = () => new Date(),
  options: TBuildOptions = {},
): Promise<TTestApp> {
  const { database, drop } = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    MERCHANT_CACHE_MS: "0",
    SESSION_CACHE_MS: "0",
    // Proof of work stays on in tests, just cheap to solve (a few hundred keys).
    POW_MAX_COUNTER: "200",
    // Tests fire bursts from one address; the per-address limit has its own test that turns it on.
    RATE_LIMIT_PER_MINUTE: "0",
    ...env,
  });
  const ctx = await createAppContext(config, database, now);
  const app = await buildApp(ctx, options);
  await app.ready();
  return {
    app,
    ctx,
    close: async () => {
      await app.close();
      ctx.stop();
      await database.close();
      await drop();
    },
  };
}
