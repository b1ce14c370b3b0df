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
import { pingWithin } from "./postgres-ping.ts";
import { withStartupLock } from "./startup-lock.ts";

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
  /** Applies pending migrations (under the start-up lock on PostgreSQL). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the start-up lock (a PostgreSQL advisory lock; PGlite has one
   * process): instances started together migrate and seed one at a time. `work` gets a handle on
   * the lock's own connection, without statement limits, and may call `migrate` on it.
   */
  withStartupLock<T>(work: (session: { db: TDb; migrate(): Promise<void> }) => Promise<T>): Promise<T>;
  /** `select 1`, failing after the health deadline on PostgreSQL rather than hanging. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");

/** PostgreSQL deadlines in milliseconds; 0 turns the statement and idle-in-transaction limits off. */
export type TDatabaseTimeouts = {
  connectMs: number;
  statementMs: number;
  idleInTransactionMs: number;
  healthMs: number;
};

export type TDatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  timeouts?: TDatabaseTimeouts;
};

/**
 * For scripts, benches and tests that open the database themselves: deadlines to connect and to
 * ping, no statement limits (a ledger audit may run long). The server passes the config's values.
 */
const SCRIPT_TIMEOUTS: TDatabaseTimeouts = {
  connectMs: 10_000,
  statementMs: 0,
  idleInTransactionMs: 0,
  healthMs: 2_000,
};

/** PostgreSQL through a node-postgres pool when a URL is given, else embedded PGlite on disk (or in memory). */
export async function openDatabase(options: TDatabaseOptions): Promise<TDatabase> {
  const timeouts = options.timeouts ?? SCRIPT_TIMEOUTS;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 16, timeouts);
  return openPglite(options.dataDir);
}

async function openPostgres(url: string, max: number, timeouts: TDatabaseTimeouts): Promise<TDatabase> {
  // The connect deadline bounds opening a connection only; a busy pool still queues checkouts.
  class DeadlineClient extends pg.Client {
    constructor(config: pg.ClientConfig = {}) {
      super({ ...config, connectionTimeoutMillis: timeouts.connectMs });
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max,
    Client: DeadlineClient,
    keepAlive: true,
    ...(timeouts.statementMs > 0 ? { statement_timeout: timeouts.statementMs } : {}),
    ...(timeouts.idleInTransactionMs > 0
      ? { idle_in_transaction_session_timeout: timeouts.idleInTransactionMs }
      : {}),
  });
  // An idle client dropped by the server (restart, failover) must not crash the process; the pool
  // replaces it on the next checkout.
  pool.on("error", (error) => {
    console.warn(
      JSON.stringify({ level: 40, time: Date.now(), msg: `PostgreSQL idle client error: ${error.message}` }),
    );
  });
  // So must a client whose connection ends while checked out (its backend terminated in the middle
  // of a transaction): the query under way fails on its own, and the client's `error` event, with
  // no listener, would be thrown as an uncaught exception. The book's chaos suite cuts connections
  // this way (book-batch-faults.chaos.test.ts).
  pool.on("connect", (client) => {
    client.on("error", (error) => {
      console.warn(
        JSON.stringify({ level: 40, time: Date.now(), msg: `PostgreSQL client error: ${error.message}` }),
      );
    });
  });
  await checkAnswers(pool, url, timeouts.connectMs);
  const db = drizzlePg({ client: pool });
  const withLock: TDatabase["withStartupLock"] = (work) =>
    withStartupLock(pool, (client) => {
      const lockedDb = drizzlePg({ client });
      return work({ db: lockedDb, migrate: () => migratePg(lockedDb, { migrationsFolder }) });
    });
  return {
    db,
    kind: "postgres",
    scriptTransaction: (work) => postgresScriptTransaction(pool, work),
    migrate: () => withLock((session) => session.migrate()),
    withStartupLock: withLock,
    ping: () => pingWithin(pool, timeouts.healthMs),
    close: () => pool.end(),
  };
}

/** Fails with one clear line when PostgreSQL does not answer `select 1` within the connect deadline. */
async function checkAnswers(pool: pg.Pool, url: string, deadlineMs: number): Promise<void> {
  const where = describeUrl(url);
  try {
    await pingWithin(pool, deadlineMs);
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    const isTimeout = /timeout|did not answer/i.test(reason);
    throw new Error(
      isTimeout
        ? `PostgreSQL at ${where} did not answer within ${deadlineMs} ms (DB_CONNECT_TIMEOUT_MS); not starting`
        : `PostgreSQL at ${where} is not reachable: ${reason}; not starting`,
    );
  }
}

/** host:port/database of a connection URL, never its password. */
function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "DATABASE_URL";
  }
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
    withStartupLock: (work) => work({ db, migrate: () => migratePglite(db, { migrationsFolder }) }),
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
