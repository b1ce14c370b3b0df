import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TTestApp } from "../test/test-app.ts";
import type { TJobDefinition } from "./job-definition.ts";
import { installJobQueue, JobRunner } from "./job-runner.ts";
import { jobStatuses } from "./job-runs.ts";

// The job runner on the test's own database (embedded PGlite, or PostgreSQL in CI): runs queued
// on the database, retried with back-off, their failures recorded and tried again on request.

let t: TTestApp;
const runners: JobRunner[] = [];
beforeAll(async () => {
  t = await startTestApp();
  await installJobQueue(t.ctx.database.db);
});
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  await t?.close();
});

function started(...jobs: TJobDefinition[]): Promise<JobRunner> {
  const runner = new JobRunner(t.ctx.database.db, jobs);
  runners.push(runner);
  return runner.start().then(() => runner);
}

/** A job once an hour (one run in the test), failing until `failures` attempts have failed. */
function flakyJob(name: string, failures: number) {
  const attempts: { runId: string; at: number }[] = [];
  const job: TJobDefinition = {
    name,
    everySeconds: 3_600,
    run: async (runId) => {
      attempts.push({ runId, at: Date.now() });
      if (attempts.length <= failures) throw new Error(`gateway down (attempt ${attempts.length})`);
    },
    retry: { limit: 2, delaySeconds: 1, backoff: true },
    timeoutSeconds: 30,
    pollSeconds: 0.5,
  };
  return { job, attempts };
}

const statusOf = async (job: TJobDefinition) => {
  const [status] = await jobStatuses(t.ctx.database.db, [job], new Date());
  if (!status) throw new Error("no status");
  return status;
};

describe("the job runner", () => {
  it("retries a failing run with a growing delay, records it failed, and tries it again on request", async () => {
    const { job, attempts } = flakyJob("test.fails-thrice", 3);
    const runner = await started(job);
    await vi.waitFor(async () => expect((await statusOf(job)).lastFailure).not.toBeNull(), {
      timeout: 20_000,
      interval: 200,
    });

    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((attempt) => attempt.runId)).size).toBe(1);
    const [first, second, third] = attempts.map((attempt) => attempt.at);
    // Back-off: the first retry waits 1–2 s, the second 2–4 s.
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(1_000);
    expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(2_000);
    const failed = await statusOf(job);
    expect(failed.lastFailure).toMatchObject({
      id: attempts[0]?.runId,
      state: "failed",
      tries: 2,
      error: "gateway down (attempt 3)",
    });
    expect(failed.lastRun?.endedAt?.getTime()).toBeGreaterThanOrEqual(
      failed.lastRun?.startedAt?.getTime() ?? 0,
    );

    const failedId = failed.lastFailure?.id ?? "";
    expect(await runner.rerun(job.name, failedId)).toBe(true);
    await vi.waitFor(async () => expect((await statusOf(job)).lastRun?.state).toBe("completed"), {
      timeout: 10_000,
      interval: 200,
    });
    expect(attempts).toHaveLength(4);
    expect((await statusOf(job)).lastFailure).toBeNull();
    // Only a failed run can be tried again.
    expect(await runner.rerun(job.name, failedId)).toBe(false);
  }, 40_000);

  it("runs each tick once when two instances share the database", async () => {
    const runs: string[] = [];
    const job: TJobDefinition = {
      name: "test.each-second",
      everySeconds: 1,
      run: async (runId) => {
        runs.push(runId);
      },
      retry: { limit: 0, delaySeconds: 0, backoff: false },
      timeoutSeconds: 10,
    };
    const [one, two] = [await started(job), await started(job)];
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    await Promise.all([one.stop(), two.stop()]);

    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(new Set(runs).size).toBe(runs.length);
  }, 20_000);

  it("runs a job here and now, outside the queue", async () => {
    let count = 0;
    const runner = new JobRunner(t.ctx.database.db, [
      { ...flakyJob("test.direct", 0).job, run: async () => (count += 1) },
    ]);
    expect(await runner.runNow("test.direct")).toBe(1);
    expect(() => runner.runNow("test.unknown")).toThrow("no job named test.unknown");
  });
});
