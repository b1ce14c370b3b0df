import { type SQL, sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../db/database.ts";
import type { TJobDefinition } from "./job-definition.ts";
import { QUEUE_SCHEMA } from "./job-runner.ts";

export type TJobRunState = "created" | "retry" | "active" | "completed" | "cancelled" | "failed";

/** One run of a job as the queue recorded it; `tries` counts the retries after the first. */
export type TJobRun = {
  id: string;
  state: TJobRunState;
  tries: number;
  startedAt: Date | null;
  endedAt: Date | null;
  error: string | null;
};

export type TJobStatus = {
  job: TJobDefinition;
  lastRun: TJobRun | null;
  lastFailure: TJobRun | null;
  nextRunAt: Date;
};

type TRunRow = {
  id: string;
  name: string;
  state: TJobRunState;
  tries: number;
  started_ms: number | null;
  ended_ms: number | null;
  error: string | null;
};

const schema = sql.raw(QUEUE_SCHEMA);

/** A run's columns from the live table and the archive (runs move there after some hours). */
const runs = (names: string[]) => sql`
  select id::text, name, state::text, retry_count as tries, started_on, completed_on, output
  from ${schema}.job where name in ${names}
  union all
  select id::text, name, state::text, retry_count, started_on, completed_on, output
  from ${schema}.archive where name in ${names}`;

/** The latest run per job among those matching `where` (started runs, or failed ones). */
async function latestRuns(db: TDb, names: string[], where: SQL): Promise<TRunRow[]> {
  return rowsOf<TRunRow>(
    await db.execute(sql`
      select distinct on (name) id, name, state, tries,
        (extract(epoch from started_on) * 1000)::float8 as started_ms,
        (extract(epoch from completed_on) * 1000)::float8 as ended_ms,
        coalesce(output->>'message', output->'value'->>'message') as error
      from (${runs(names)}) r
      where ${where}
      order by name, started_on desc nulls last, completed_on desc nulls last`),
  );
}

function toRun(row: TRunRow | undefined): TJobRun | null {
  if (!row) return null;
  const isFailure = row.state === "failed" || row.state === "retry";
  return {
    id: row.id,
    state: row.state,
    tries: Number(row.tries),
    startedAt: row.started_ms === null ? null : new Date(Number(row.started_ms)),
    endedAt: row.ended_ms === null ? null : new Date(Number(row.ended_ms)),
    error: isFailure ? row.error : null,
  };
}

/** Whether the queue's schema exists (a database the server never started on has none). */
export async function isQueueInstalled(db: TDb): Promise<boolean> {
  const [row] = rowsOf<{ found: string | null }>(
    await db.execute(sql`select to_regclass(${`${QUEUE_SCHEMA}.job`})::text as found`),
  );
  return Boolean(row?.found);
}

/** Each job with its last run, its last failure and when its next tick starts. */
export async function jobStatuses(
  db: TDb,
  jobs: readonly TJobDefinition[],
  now: Date,
): Promise<TJobStatus[]> {
  const names = jobs.map((job) => job.name);
  const hasRuns = names.length > 0 && (await isQueueInstalled(db));
  const [last, failed] = hasRuns
    ? await Promise.all([
        latestRuns(db, names, sql`started_on is not null`),
        latestRuns(db, names, sql`state = 'failed'`),
      ])
    : [[], []];
  return jobs.map((job) => {
    const tickMs = job.everySeconds * 1000;
    return {
      job,
      lastRun: toRun(last.find((row) => row.name === job.name)),
      lastFailure: toRun(failed.find((row) => row.name === job.name)),
      nextRunAt: new Date((Math.floor(now.getTime() / tickMs) + 1) * tickMs),
    };
  });
}
