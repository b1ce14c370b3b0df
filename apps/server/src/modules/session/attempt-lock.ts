import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";

/** How long an attempt waits for the one before it on the same key before it is refused. */
const WAIT_MS = 10_000;
const RETRY_MIN_MS = 5;
const RETRY_SPREAD_MS = 25;

/**
 * Runs one guarded attempt (a password or code check) with the key's transaction advisory lock
 * held: the work counts earlier failures, checks the secret and records its own failure before
 * the next attempt on the key may count, so N parallel guesses consume N attempts. Waiting is done
 * by retrying a try-lock outside a transaction, so a burst on one account holds one connection,
 * not the pool. The work must return (not throw) what it recorded, or the rollback would undo it.
 */
export async function withAttemptLock<T>(db: TDb, key: string, work: (tx: TTx) => Promise<T>): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const attempt = await db.transaction(async (tx) => {
      const [row] = rowsOf<{ isLocked: boolean }>(
        await tx.execute(
          sql`select pg_try_advisory_xact_lock(hashtext('attempt'), hashtext(${key})) as "isLocked"`,
        ),
      );
      return row?.isLocked ? { value: await work(tx) } : null;
    });
    if (attempt) return attempt.value;
    if (Date.now() >= deadline) throw new AppError("RATE_LIMITED");
    await sleep(RETRY_MIN_MS + Math.random() * RETRY_SPREAD_MS);
  }
}
