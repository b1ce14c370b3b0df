import PgBoss from "pg-boss";
import type { TDb } from "../db/database.ts";
import type { TJobDefinition } from "./job-definition.ts";
import { QUEUE_SCHEMA } from "./job-queue-install.ts";

export { installJobQueue, QUEUE_SCHEMA } from "./job-queue-install.ts";

import { queueSqlOf } from "./queue-sql.ts";

/** How long `stop()` lets a run under way finish before it is marked failed. */
const STOP_GRACE_MS = 5_000;

function warn(error: unknown): void {
  process.emitWarning(`job runner: ${error instanceof Error ? error.message : String(error)}`);
}

/** Ticks are offered a few times per tick (instances' clocks differ a little), at most every 10 s. */
function offerEveryMs(job: TJobDefinition): number {
  return Math.min(Math.max((job.everySeconds * 1000) / 4, 250), 10_000);
}

/** Workers look for queued runs as often as the job says, else about as often, at most every 2 s. */
function pollSeconds(job: TJobDefinition): number {
  return job.pollSeconds ?? Math.min(Math.max(job.everySeconds / 4, 0.5), 2);
}

/**
 * Runs the scheduled jobs on a durable queue in the database (pg-boss), so any number of
 * instances share them: each instance offers every job's current tick, and the queue keeps one
 * run per job and tick (its `singletonSeconds` slot, computed on the database clock); one worker
 * takes each run. Failed runs are retried with back-off and stay recorded in the queue's tables.
 * Nothing runs until `start()`: test apps build one to list, re-run or `runNow` jobs only.
 */
export class JobRunner {
  readonly jobs: readonly TJobDefinition[];
  private readonly boss: PgBoss;
  private readonly timers: ReturnType<typeof setInterval>[] = [];
  private isStarted = false;
  private isPrepared = false;

  constructor(
    db: TDb,
    jobs: readonly TJobDefinition[],
    private readonly onError: (error: unknown) => void = warn,
  ) {
    this.jobs = jobs;
    // Cron is ours (ticks below), so the queue's own minute clock stays off; its supervisor
    // expires runs past their timeout and archives old ones, on one instance at a time.
    this.boss = new PgBoss({ db: queueSqlOf(db), schema: QUEUE_SCHEMA, schedule: false, supervise: true });
    this.boss.on("error", (error) => this.onError(error));
  }

  /**
   * Starts the queue here and creates or updates each job's queue. A queue's first creation
   * changes the queue's tables, so instances started together must not do it at once (they
   * deadlock): main.ts calls this under the start-up lock; `start()` calls it when nobody did.
   */
  async prepareQueues(): Promise<void> {
    if (this.isPrepared) return;
    this.isPrepared = true;
    await this.boss.start();
    for (const job of this.jobs) {
      const policy = {
        name: job.name,
        retryLimit: job.retry.limit,
        retryDelay: job.retry.delaySeconds,
        retryBackoff: job.retry.backoff,
        expireInSeconds: job.timeoutSeconds,
      };
      await this.boss.createQueue(job.name, policy);
      await this.boss.updateQueue(job.name, policy);
    }
  }

  /** Starts the workers and the ticks of this instance (preparing the queues first if needed). */
  async start(): Promise<void> {
    if (this.isStarted) return;
    this.isStarted = true;
    await this.prepareQueues();
    for (const job of this.jobs) {
      await this.boss.work(job.name, { pollingIntervalSeconds: pollSeconds(job) }, async ([run]) => {
        if (run) return job.run(run.id);
      });
      const offer = () => void this.offerTick(job);
      offer();
      const timer = setInterval(offer, offerEveryMs(job));
      timer.unref();
      this.timers.push(timer);
    }
  }

  /** Queues this tick's run unless some instance already did (the queue then answers null). */
  private async offerTick(job: TJobDefinition): Promise<void> {
    try {
      await this.boss.send(job.name, {}, { singletonSeconds: job.everySeconds });
    } catch (error) {
      this.onError(error);
    }
  }

  /** Runs one job here and now, outside the queue (tests, and a start-up catch-up). */
  runNow(name: string): Promise<unknown> {
    const job = this.jobs.find((candidate) => candidate.name === name);
    if (!job) throw new Error(`no job named ${name}`);
    return job.run("now");
  }

  /** Gives a failed run one more try, at once; answers whether that run was found failed. */
  async rerun(name: string, runId: string): Promise<boolean> {
    const result = await this.boss.retry(name, runId);
    return (result as unknown as { affected: number }).affected === 1;
  }

  /** Stops the ticks and workers; a run under way gets a few seconds to finish. */
  async stop(): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    if (!this.isPrepared) return;
    this.isStarted = false;
    this.isPrepared = false;
    await this.boss.stop({ graceful: true, close: false, timeout: STOP_GRACE_MS });
  }
}
