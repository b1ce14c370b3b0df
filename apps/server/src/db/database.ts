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

/**
 * Runs SQL text (one or more statements, values inlined with `sqlLiteral`) inside the script
 * transaction, answering each statement's rows. `commit: true` sends the commit with this text,
 * so the last exchange of a transaction costs no extra round trip.
 */
export type TScriptExec = (text: string, options?: { commit?: boolean }) => Promise<unknown[][]>;

export type TDatabase = {
  db: TDb;
  kind: "pglite" | "postgres";
  /**
   * A transaction spoken in whole SQL scripts (simple query protocol): each exchange carries
   * several statements, the first also the `begin`, so a hot path pays few round trips. Rolls
   * back when `work` throws; commits when it returns (unless an exchange already committed).
   */
  scriptTransaction<T>(work: (exec: TScriptExec) => Promise<T>): Promise<T>;
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
    scriptTransaction: (work) => postgresScriptTransaction(pool, work),
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
    scriptTransaction: (work) =>
      client.transaction((tx) => work(async (text) => (await tx.exec(text)).map((result) => result.rows))),
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

async function postgresScriptTransaction<T>(
  pool: pg.Pool,
  work: (exec: TScriptExec) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  const phase: { state: "idle" | "open" | "committed" } = { state: "idle" };
  const exec: TScriptExec = async (text, options = {}) => {
    if (phase.state === "committed") throw new Error("script transaction already committed");
    const opening = phase.state === "idle";
    const script = `${opening ? "begin;\n" : ""}${text};${options.commit ? "\ncommit;" : ""}`;
    phase.state = "open";
    const answered = (await client.query(script)) as unknown as pg.QueryResult | pg.QueryResult[];
    const results = Array.isArray(answered) ? answered : [answered];
    if (options.commit) phase.state = "committed";
    return results.slice(opening ? 1 : 0, options.commit ? -1 : undefined).map((result) => result.rows);
  };
  let broken = false;
  try {
    const value = await work(exec);
    if (phase.state === "open") await client.query("commit");
    return value;
  } catch (error) {
    if (phase.state === "open") await client.query("rollback").catch(() => (broken = true));
    throw error;
  } finally {
    client.release(broken);
  }
}

/** Rows of a raw `db.execute(sql…)` result; both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
