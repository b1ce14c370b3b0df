import type pg from "pg";

/**
 * Asks PostgreSQL `select 1` and gives up after `deadlineMs`: a database that accepts connections
 * and never answers must not hang the caller (/healthz). A client caught hanging is destroyed, not
 * returned to the pool.
 */
export function pingWithin(pool: pg.Pool, deadlineMs: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let client: pg.PoolClient | undefined;
    let isSettled = false;
    let isReleased = false;
    const release = (destroy: boolean) => {
      if (!client || isReleased) return;
      isReleased = true;
      client.release(destroy);
    };
    const timer = setTimeout(() => {
      isSettled = true;
      release(true);
      reject(new Error(`PostgreSQL did not answer within ${deadlineMs} ms`));
    }, deadlineMs);
    timer.unref();
    const finish = (error?: unknown) => {
      clearTimeout(timer);
      if (isSettled) return;
      isSettled = true;
      if (error) reject(error);
      else resolve();
    };
    pool
      .connect()
      .then(async (checkedOut) => {
        client = checkedOut;
        // The deadline passed while we waited for a connection: hand it straight back.
        if (isSettled) return release(false);
        try {
          await checkedOut.query("select 1");
          release(false);
          finish();
        } catch (error) {
          release(true);
          finish(error);
        }
      })
      .catch(finish);
  });
}
