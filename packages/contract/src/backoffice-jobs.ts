import { z } from "zod";

export const JOB_RUN_STATES = ["created", "retry", "active", "completed", "cancelled", "failed"] as const;
export type TJobRunState = (typeof JOB_RUN_STATES)[number];

/** One run of a scheduled job; `tries` counts the retries after the first attempt. */
export const ZBoJobRun = z.object({
  id: z.string(),
  state: z.enum(JOB_RUN_STATES),
  tries: z.number().int(),
  startedAt: z.iso.datetime().nullable(),
  endedAt: z.iso.datetime().nullable(),
  durationMs: z.number().int().nullable(),
  /** The failure's message while the run is retried or failed; null otherwise. */
  error: z.string().nullable(),
});
export type TBoJobRun = z.output<typeof ZBoJobRun>;

/** A scheduled job: its tick, its last run, its last failed run (re-runnable) and its next tick. */
export const ZBoJob = z.object({
  name: z.string(),
  everySeconds: z.number().int(),
  timeoutSeconds: z.number().int(),
  retryLimit: z.number().int(),
  lastRun: ZBoJobRun.nullable(),
  lastFailure: ZBoJobRun.nullable(),
  nextRunAt: z.iso.datetime(),
});
export type TBoJob = z.output<typeof ZBoJob>;

export const ZBoJobs = z.object({ rows: z.array(ZBoJob) });
export type TBoJobs = z.output<typeof ZBoJobs>;

/** `POST /bo/jobs/rerun`: one more try of a failed run, at once. */
export const ZBoJobRerunRequest = z.object({ name: z.string().min(1).max(100), runId: z.uuid() });
export type TBoJobRerunRequest = z.output<typeof ZBoJobRerunRequest>;
