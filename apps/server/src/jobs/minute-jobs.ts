/** A job run each minute; `name` says which one failed ("deposit expiry failed: …"). */
export type TMinuteJob = { name: string; run: () => Promise<unknown> };

export const MINUTE_MS = 60_000;

function warn(job: TMinuteJob, error: unknown): void {
  process.emitWarning(`${job.name} failed: ${error instanceof Error ? error.message : error}`);
}

/**
 * Minute jobs run inside one process, without the queue: the server schedules its jobs on the
 * shared queue instead (job-runner.ts, app-jobs.ts); this stays for running a module's minute
 * job in a test or a script. Every registered job once a minute, one at a time in the order
 * registered. A run still going when the next minute comes skips that minute, so a job never
 * overlaps itself; a job that fails is reported and the others still run. The timer does not
 * keep the process alive; after `stop()` no job starts again (one under way finishes).
 */
export class MinuteJobs {
  private readonly jobs: TMinuteJob[] = [];
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | undefined;
  private isStopped = false;

  constructor(private readonly onError: (job: TMinuteJob, error: unknown) => void = warn) {}

  register(job: TMinuteJob): void {
    this.jobs.push(job);
  }

  /** Runs the jobs each minute from now on. */
  start(): void {
    if (this.timer || this.isStopped) return;
    this.timer = setInterval(() => void this.runOnce(), MINUTE_MS);
    this.timer.unref();
  }

  /** One run of every job; while a run is under way, that run (no second one starts). */
  runOnce(): Promise<void> {
    this.running ??= this.runJobs().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  stop(): void {
    this.isStopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async runJobs(): Promise<void> {
    for (const job of this.jobs) {
      if (this.isStopped) return;
      try {
        await job.run();
      } catch (error) {
        this.onError(job, error);
      }
    }
  }
}
