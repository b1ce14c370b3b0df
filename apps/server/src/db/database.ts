import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { ltree } from "@electric-sql/pglite/contrib/ltree";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

/** The one database handle services receive; the same type on PGlite and PostgreSQL. */
export type TDb = PgDatabase<PgQueryResultHKT>;

/** A transaction handle; services pass it down to repositories explicitly. */
export type TTx = Parameters<Parameters<TDb["transaction"]>[0]>[0];

export type TDatabase = {
  db: TDb;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");

export type TDatabaseOptions = { databaseUrl?: string; dataDir?: string; poolSize?: number };

/** PostgreSQL through a node-postgres pool when a URL is given, else embedded PGlite on disk (or in memory). */
export async function openDatabase(options: TDatabaseOptions): Promise<TDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 16);
  return openPglite(options.dataDir);
}

async function openPostgres(url: string, max: number): Promise<TDatabase> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client dropped by the server (restart, failover) must not crash the process; the pool
  // replaces it on the next checkout.
  pool.on("error", (error) => {
    process.emitWarning(`PostgreSQL idle client error: ${error.message}`);
  });
  const db = drizzlePg({ client: pool });
  await pool.query("select 1");
  return {
    db,
    kind: "postgres",
    migrate: () => migratePg(db, { migrationsFolder }),
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined): Promise<TDatabase> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: { ltree, pg_trgm } });
  return wrapPglite(client);
}

/** Wraps an already open PGlite (tests hand in a clone of a migrated template). */
export function wrapPglite(client: PGlite): TDatabase {
  const db = drizzlePglite({ client });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

/** Rows of a raw `db.execute(sql…)` result; both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
