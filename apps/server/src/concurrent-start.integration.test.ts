import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { spawnServer, type TServerProcess } from "./test/server-process.ts";
import { databaseUrlWithName, testDatabaseKind } from "./test/test-database-kind.ts";

const baseUrl = process.env.DATABASE_URL ?? "";
const name = `orchid_start_${process.pid}_${Date.now()}`;
const servers: TServerProcess[] = [];

async function onServer(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

afterAll(async () => {
  for (const server of servers) server.process.kill("SIGKILL");
  await Promise.all(servers.map((server) => server.exited));
  if (testDatabaseKind() === "postgres") await onServer(`drop database if exists ${name} with (force)`);
});

// Several instances of a fresh deployment start at once on one empty PostgreSQL database.
describe.skipIf(testDatabaseKind() !== "postgres")("concurrent start-up", () => {
  it("brings three servers up together on an empty database: migrations and seed run once", async () => {
    await onServer(`create database ${name}`);
    const env = {
      DATABASE_URL: databaseUrlWithName(baseUrl, name),
      NODE_ENV: "test",
      SEED_DEMO: "1",
      GATEWAY_SIMULATOR: "0",
    };
    for (let i = 0; i < 3; i += 1) servers.push(spawnServer(env));
    const urls = await Promise.all(servers.map((server) => server.listening));
    for (const url of urls) {
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(200);
      const status = await fetch(`${url}/wps/system/status`, { headers: { Merchant: "demo" } });
      expect(((await status.json()) as { value: { merchantCode: string } }).value.merchantCode).toBe("demo");
    }
  }, 120_000);
});
