import { writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { ltree } from "@electric-sql/pglite/contrib/ltree";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase, type TDatabase, wrapPglite } from "../db/database.ts";
import { merchants } from "../db/schema/merchants.ts";
import { seedDemo } from "../db/seed/seed-demo.ts";
import { databaseUrlWithName } from "./test-database-kind.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
    /** The seeded merchants' time zones, whose midnights the files start clear of. */
    merchantTimeZones: string[];
  }
}

/**
 * Builds one migrated, seeded database per run: a PGlite data-dir tarball, or on PostgreSQL a
 * template database; every test file then starts from a copy in well under a second.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const wantsPostgres =
    project.config.env?.ORCHID_TEST_DB === "postgres" && Boolean(process.env.DATABASE_URL);
  if (wantsPostgres) return setupPostgres(project);
  const dir = await mkdtemp(path.join(os.tmpdir(), "orchid-tpl-"));
  const client = await PGlite.create({ extensions: { ltree, pg_trgm } });
  const database = wrapPglite(client);
  await database.migrate();
  await seedDemo(database.db);
  project.provide("merchantTimeZones", await merchantTimeZones(database));
  const dump = await client.dumpDataDir("none");
  const file = path.join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", "");
  return () => rm(dir, { recursive: true, force: true });
}

async function merchantTimeZones(database: TDatabase): Promise<string[]> {
  const rows = await database.db.selectDistinct({ zone: merchants.timeZone }).from(merchants);
  return rows.map((row) => row.zone);
}

async function setupPostgres(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.DATABASE_URL ?? "";
  const name = `orchid_tpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrlWithName(baseUrl, name), poolSize: 2 });
  await database.migrate();
  await seedDemo(database.db);
  project.provide("merchantTimeZones", await merchantTimeZones(database));
  await database.close();
  project.provide("pgliteTemplate", "");
  project.provide("postgresTemplate", name);
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
