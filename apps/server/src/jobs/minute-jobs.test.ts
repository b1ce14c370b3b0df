import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MINUTE_MS, MinuteJobs, type TMinuteJob } from "./minute-jobs.ts";

/** A job whose runs the test ends by hand, counting how many started. */
function heldJob(name: string) {
  const ends: (() => void)[] = [];
  let starts = 0;
  const job: TMinuteJob & { started: () => number; finish: () => void } = {
    name,
    run: () => {
      starts += 1;
      return new Promise<void>((resolve) => ends.push(resolve));
    },
    started: () => starts,
    finish: () => ends.shift()?.(),
  };
  return job;
}

/** A scheduler with these jobs, its minutes started. */
function started(...registered: TMinuteJob[]): MinuteJobs {
  const jobs = new MinuteJobs();
  for (const job of registered) jobs.register(job);
  jobs.start();
  return jobs;
}

/** Lets the promise callbacks queued so far run (no time passes). */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

describe("the minute jobs", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs every job each minute, one after the other", async () => {
    const [first, second] = [heldJob("first"), heldJob("second")];
    const jobs = started(first, second);
    expect(first.started()).toBe(0);

    vi.advanceTimersByTime(MINUTE_MS);
    expect([first.started(), second.started()]).toEqual([1, 0]);
    first.finish();
    await settle();
    expect(second.started()).toBe(1);
    second.finish();
    await settle();

    vi.advanceTimersByTime(MINUTE_MS);
    expect(first.started()).toBe(2);
    jobs.stop();
  });

  it("skips a minute while the last run is still going, so a job never overlaps itself", async () => {
    const slow = heldJob("slow");
    const jobs = started(slow);

    vi.advanceTimersByTime(3 * MINUTE_MS);
    expect(slow.started()).toBe(1);
    expect(jobs.runOnce()).toBe(jobs.runOnce());

    slow.finish();
    await settle();
    vi.advanceTimersByTime(MINUTE_MS);
    expect(slow.started()).toBe(2);
    jobs.stop();
  });

  it("reports a failing job and still runs the next", async () => {
    const failures: string[] = [];
    const jobs = new MinuteJobs((job, error) => failures.push(`${job.name}: ${(error as Error).message}`));
    const after = vi.fn(async () => {});
    jobs.register({ name: "broken", run: async () => Promise.reject(new Error("database gone")) });
    jobs.register({ name: "after", run: after });

    await jobs.runOnce();
    expect(failures).toEqual(["broken: database gone"]);
    expect(after).toHaveBeenCalledOnce();
  });

  it("starts nothing once stopped: no more minutes, and not the rest of a run under way", async () => {
    const [first, second] = [heldJob("first"), heldJob("second")];
    const jobs = started(first, second);

    vi.advanceTimersByTime(MINUTE_MS);
    jobs.stop();
    first.finish();
    await settle();
    expect(second.started()).toBe(0);

    vi.advanceTimersByTime(10 * MINUTE_MS);
    expect(first.started()).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
