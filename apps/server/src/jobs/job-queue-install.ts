import PgBoss from "pg-boss";
import type { TDb } from "../db/database.ts";
import { queueSqlOf } from "./queue-sql.ts";

/** The queue's own schema in the app's database. */
export const QUEUE_SCHEMA = "pgboss";

/**
 * Creates or upgrades the queue's schema; the server calls it under the start-up lock, so
 * instances started together create it once, after the app's own migrations.
 */
export async function installJobQueue(db: TDb): Promise<void> {
  const boss = new PgBoss({ db: queueSqlOf(db), schema: QUEUE_SCHEMA, schedule: false, supervise: false });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
