import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { spawnServer, type TServerProcess } from "../test/server-process.ts";
import { databaseUrlWithName, testDatabaseKind } from "../test/test-database-kind.ts";

// Lottery draws and agent settlements will run on the job runner: three instances of the server
// on one PostgreSQL database must run every tick of a job once, never twice. The test-only probe
// job (JOB_PROBE_FILE, jobs/probe-job.ts) ticks every second and appends "<run id> <pid>" per run.

const baseUrl = process.env.DATABASE_URL ?? "";
const name = `orchid_jobs_${process.pid}_${Date.now()}`;
const servers: TServerProcess[] = [];
const TICKS_WATCHED_MS = 8_000;

async function onDatabase(url: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const server of servers) server.process.kill("SIGKILL");
  await Promise.all(servers.map((server) => server.exited));
  if (testDatabaseKind() === "postgres")
    await onDatabase(baseUrl, `drop database if exists ${name} with (force)`);
});

describe.skipIf(testDatabaseKind() !== "postgres")("three instances on one database", () => {
  it("run each tick of a job exactly once between them", async () => {
    await onDatabase(baseUrl, `create database ${name}`);
    const probeFile = path.join(mkdtempSync(path.join(tmpdir(), "orchid-jobs-")), "runs.txt");
    const env = {
      DATABASE_URL: databaseUrlWithName(baseUrl, name),
      NODE_ENV: "test",
      SEED_DEMO: "0",
      GATEWAY_SIMULATOR: "0",
      JOB_PROBE_FILE: probeFile,
      JOB_PROBE_TICK_SECONDS: "1",
    };
    for (let i = 0; i < 3; i += 1) servers.push(spawnServer(env));
    await Promise.all(servers.map((server) => server.listening));
    await new Promise((resolve) => setTimeout(resolve, TICKS_WATCHED_MS));
    for (const server of servers) server.process.kill("SIGTERM");
    expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0, 0]);

    const runs = readFileSync(probeFile, "utf8")
      .trim()
      .split("\n")
      .map((line) => line.split(" ")[0]);
    const ticks = await onDatabase(
      env.DATABASE_URL,
      // Any state: a run the SIGTERM caught between its write and its completion is still its tick's one run.
      `select id::text, singleton_on from pgboss.job where name = 'test.probe'
       union all
       select id::text, singleton_on from pgboss.archive where name = 'test.probe'`,
    );
    // Never twice: every run id once in the probe's file, every tick once in the queue.
    expect(new Set(runs).size).toBe(runs.length);
    const tickOf = new Map(
      ticks.rows.map((row: { id: string; singleton_on: Date }) => [row.id, row.singleton_on]),
    );
    const ranTicks = runs.map((id) => tickOf.get(id ?? "")?.getTime());
    expect(ranTicks.every((tick) => tick !== undefined)).toBe(true);
    expect(new Set(ranTicks).size).toBe(runs.length);
    // And the ticks kept coming while the three instances ran (one per second).
    expect(runs.length).toBeGreaterThanOrEqual(TICKS_WATCHED_MS / 1_000 - 2);
  }, 120_000);
});
