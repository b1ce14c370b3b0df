import type pg from "pg";

/** Shared by every instance of the server: migrations and the demo seed run under it, one instance at a time. */
const STARTUP_LOCK = 7_301_002;

/**
 * Runs `work` on one dedicated connection holding a session advisory lock, so instances started
 * together on an empty database migrate and seed in turn instead of racing on `CREATE TABLE`.
 * The connection runs without statement or idle limits (a migration may be long, and waiting for
 * the lock is normal) and is closed afterwards rather than returned to the pool with them.
 */
export async function withStartupLock<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("set statement_timeout = 0; set idle_in_transaction_session_timeout = 0");
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
    return await work(client);
  } finally {
    // Closing the session releases the lock; the connection is not reused with its own settings.
    client.release(true);
  }
}
