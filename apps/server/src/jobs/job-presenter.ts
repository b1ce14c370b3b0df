import type { TBoJob, TBoJobRun } from "@orchid/contract/backoffice-jobs";
import type { TJobRun, TJobStatus } from "./job-runs.ts";

function presentRun(run: TJobRun | null): TBoJobRun | null {
  if (!run) return null;
  const { startedAt, endedAt } = run;
  return {
    id: run.id,
    state: run.state,
    tries: run.tries,
    startedAt: startedAt?.toISOString() ?? null,
    endedAt: endedAt?.toISOString() ?? null,
    durationMs:
      startedAt && endedAt ? Math.max(0, Math.round(endedAt.getTime() - startedAt.getTime())) : null,
    error: run.error,
  };
}

/** A job as the console shows it. */
export function presentJob(status: TJobStatus): TBoJob {
  return {
    name: status.job.name,
    everySeconds: status.job.everySeconds,
    timeoutSeconds: status.job.timeoutSeconds,
    retryLimit: status.job.retry.limit,
    lastRun: presentRun(status.lastRun),
    lastFailure: presentRun(status.lastFailure),
    nextRunAt: status.nextRunAt.toISOString(),
  };
}
