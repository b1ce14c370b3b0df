import { appendFile } from "node:fs/promises";
import type { TJobDefinition } from "./job-definition.ts";

/**
 * A job for the runner's own tests, on only when JOB_PROBE_FILE is set (refused in production):
 * each run appends "<run id> <process id>" to that file, every JOB_PROBE_TICK_SECONDS (default 1),
 * so a test can count which instance ran which tick.
 */
export function probeJob(nodeEnv: string, env: NodeJS.ProcessEnv): TJobDefinition | undefined {
  const file = env.JOB_PROBE_FILE;
  if (!file) return undefined;
  if (nodeEnv === "production") throw new Error("JOB_PROBE_FILE is refused when NODE_ENV=production");
  return {
    name: "test.probe",
    everySeconds: Number(env.JOB_PROBE_TICK_SECONDS ?? 1),
    run: (runId) => appendFile(file, `${runId} ${process.pid}\n`),
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    timeoutSeconds: 30,
  };
}
