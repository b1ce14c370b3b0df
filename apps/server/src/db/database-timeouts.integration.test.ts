import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, inject, it } from "vitest";
import { buildApp } from "../app.ts";
import { createAppContext } from "../app-context.ts";
import { loadConfig } from "../config.ts";
import { startBlackHoleProxy, type TBlackHoleProxy } from "../test/black-hole-proxy.ts";
import { spawnServer, type TServerProcess } from "../test/server-process.ts";
import { databaseUrlWithName, testDatabaseKind } from "../test/test-database-kind.ts";
import { openDatabase, rowsOf } from "./database.ts";

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function proxy(target?: { host: string; port: number }): Promise<TBlackHoleProxy> {
  const started = await startBlackHoleProxy(target);
  cleanups.push(() => started.close());
  return started;
}

describe.skipIf(testDatabaseKind() !== "postgres")("PostgreSQL session limits", () => {
  it("cuts a statement at DB_STATEMENT_TIMEOUT_MS and sets the idle-in-transaction limit", async () => {
    const timeouts = { connectMs: 2_000, statementMs: 300, idleInTransactionMs: 4_000, healthMs: 500 };
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 2, timeouts });
    cleanups.push(() => database.close());
    const shown = await database.db.execute(sql`show idle_in_transaction_session_timeout`);
    expect(
      rowsOf<{ idle_in_transaction_session_timeout: string }>(shown)[0]?.idle_in_transaction_session_timeout,
    ).toBe("4s");
    await expect(database.db.execute(sql`select pg_sleep(2)`)).rejects.toThrow();
    // The start-up lock's own connection has no statement limit: migrations may be long.
    await database.withStartupLock(({ db }) => db.execute(sql`select pg_sleep(0.5)`));
  });
});

// A database server that accepts connections and never answers (a hung host, a half-open network).
describe("a database that never answers", () => {
  it("stops start-up with one clear line and a non-zero exit within the connect deadline", async () => {
    const hole = await proxy();
    const server: TServerProcess = spawnServer({
      DATABASE_URL: hole.url("orchid"),
      NODE_ENV: "test",
      SEED_DEMO: "0",
      GATEWAY_SIMULATOR: "0",
      DB_CONNECT_TIMEOUT_MS: "1500",
    });
    cleanups.push(async () => {
      server.process.kill("SIGKILL");
      await server.exited;
    });
    const code = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(resolve, 45_000, "hung")),
    ]);
    expect(code).toBe(1);
    // Measured from the server's first connection: tsx and Node start-up vary with the machine's load.
    const waited = Date.now() - (hole.firstConnectionAt() ?? 0);
    expect(waited).toBeGreaterThanOrEqual(1_400);
    expect(waited).toBeLessThan(6_000);
    expect(server.output()).toMatch(
      /PostgreSQL at 127\.0\.0\.1:\d+\/orchid did not answer within 1500 ms \(DB_CONNECT_TIMEOUT_MS\); not starting/,
    );
  }, 60_000);

  it.skipIf(testDatabaseKind() !== "postgres")(
    "answers /healthz with 503 within its deadline once the database hangs",
    async () => {
      const baseUrl = process.env.DATABASE_URL ?? "";
      const name = `orchid_hang_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
      cleanups.push(async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      });
      const real = new URL(databaseUrlWithName(baseUrl, name));
      const hole = await proxy({ host: real.hostname, port: Number(real.port || 5432) });
      const timeouts = { connectMs: 2_000, statementMs: 10_000, idleInTransactionMs: 10_000, healthMs: 500 };
      const database = await openDatabase({ databaseUrl: hole.url(name), poolSize: 4, timeouts });
      const ctx = await createAppContext(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), database);
      const app = await buildApp(ctx);
      cleanups.push(async () => {
        await hole.close();
        await app.close();
        ctx.stop();
        await database.close().catch(() => {});
      });

      expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
      hole.swallow();
      // Twice: a connection caught hanging must not keep the next check waiting.
      for (let i = 0; i < 2; i += 1) {
        const began = Date.now();
        const response = await app.inject({ method: "GET", url: "/healthz" });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ success: false, value: { status: "down" } });
        expect(Date.now() - began).toBeLessThan(1_500);
      }
    },
    30_000,
  );
});
