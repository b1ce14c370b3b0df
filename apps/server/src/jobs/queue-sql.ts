import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import type PgBoss from "pg-boss";
import type { TDb } from "../db/database.ts";

type TClient = PGlite | pg.Pool | pg.PoolClient;

const OPENS_TRANSACTION = /^\s*begin\b/i;

function isPglite(client: TClient): client is PGlite {
  return "exec" in client && typeof client.exec === "function";
}

/**
 * The queue's SQL door onto the app's own database handle: the node-postgres pool (or the
 * start-up lock's connection) as is, or embedded PGlite. PGlite binds values for one statement
 * only, so text without values (the queue's schema scripts, several statements) goes through
 * `exec`; a script that fails inside its own `begin` is rolled back, as closing a pooled
 * connection would on PostgreSQL.
 */
export function queueSqlOf(db: TDb): PgBoss.Db {
  const client = (db as TDb & { $client: TClient }).$client;
  if (!isPglite(client)) {
    return { executeSql: (text, values) => client.query(text, values) };
  }
  return {
    async executeSql(text, values) {
      if (values?.length) return { rows: (await client.query(text, values)).rows };
      try {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      } catch (error) {
        if (OPENS_TRANSACTION.test(text)) await client.exec("rollback").catch(() => {});
        throw error;
      }
    },
  };
}
