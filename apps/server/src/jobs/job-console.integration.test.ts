import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { callApi, failureOf, okValue } from "../test/api-client.ts";
import {
  addOperator,
  auditSince,
  lastAuditId,
  operatorIdOf,
  operatorLogin,
  startConsoleTest,
} from "../test/operator-fixtures.ts";
import type { TTestApp } from "../test/test-app.ts";
import type { TJobDefinition } from "./job-definition.ts";
import { installJobQueue, JobRunner } from "./job-runner.ts";

// The console's jobs page: every scheduled job with its last run and last failure, and a failed
// run tried again by a platform operator (audited; a merchant's owner may read but not re-run).

let t: TTestApp;
let ownerToken = "";
let platformToken = "";
let failedRunId = "";

/** The deposit sweep as a broken deployment would run it: it fails at once, no retries. */
const brokenSweep: TJobDefinition = {
  name: "payments.deposit-expiry",
  everySeconds: 60,
  run: async () => {
    throw new Error("relation deposit_orders is locked");
  },
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  timeoutSeconds: 10,
  pollSeconds: 0.5,
};

const jobsPage = async (token: string) => {
  const answer = await callApi(t, "boJobs", undefined, { token });
  expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
  return okValue(answer).rows;
};

beforeAll(async () => {
  ({ t, ownerToken } = await startConsoleTest());
  const platform = await addOperator(t, { username: "jobs-platform", role: "owner", merchantId: null });
  platformToken = await operatorLogin(t, platform, "10.94.0.1");
  await installJobQueue(t.ctx.database.db);
  const runner = new JobRunner(t.ctx.database.db, [brokenSweep]);
  await runner.start();
  await vi.waitFor(
    async () => {
      const sweep = (await jobsPage(ownerToken)).find((job) => job.name === brokenSweep.name);
      failedRunId = sweep?.lastFailure?.id ?? "";
      expect(failedRunId).not.toBe("");
    },
    { timeout: 15_000, interval: 250 },
  );
  await runner.stop();
}, 60_000);
afterAll(async () => t?.close());

describe("the console's jobs page", () => {
  it("lists every scheduled job with its tick, last run, failure and next run", async () => {
    const rows = await jobsPage(ownerToken);
    expect(rows.map((row) => row.name)).toEqual([
      "payments.payout-auto-confirm",
      "payments.deposit-expiry",
      "session.key-rotation",
      "session.purge-spent-rows",
      "lottery.draws",
      "sportsbook.settle",
      "engagement.bonus-engine",
      "engagement.vip",
      "agent.realtime-salary",
      "agent.hour-salary",
      "agent.daily-wage",
      "agent.dividend",
      "agent.bill-retry",
    ]);
    expect(rows[1]).toMatchObject({
      everySeconds: 60,
      lastRun: { id: failedRunId, state: "failed", error: "relation deposit_orders is locked" },
      lastFailure: { id: failedRunId, state: "failed", tries: 0 },
    });
    expect(rows[0]).toMatchObject({ everySeconds: 60, lastRun: null, lastFailure: null });
    expect(rows[2]).toMatchObject({ everySeconds: 3_600 });
  });

  it("refuses a merchant's owner a re-run (platform-wide), and audits the refusal", async () => {
    const mark = await lastAuditId(t);
    const answer = await callApi(
      t,
      "boRerunJob",
      { name: brokenSweep.name, runId: failedRunId },
      { token: ownerToken },
    );
    expect([answer.status, failureOf(answer).code]).toEqual([403, "FORBIDDEN"]);
    expect(await auditSince(t, mark)).toMatchObject([{ outcome: "refused", after: { reason: "platform" } }]);
  });

  it("lets a platform operator try the failed run again, once, with one audit row", async () => {
    const mark = await lastAuditId(t);
    const body = { name: brokenSweep.name, runId: failedRunId };
    const answer = await callApi(t, "boRerunJob", body, { token: platformToken });
    expect(answer.body).toMatchObject({ success: true, value: null });
    expect(await auditSince(t, mark)).toMatchObject([
      {
        operatorId: await operatorIdOf(t, "jobs-platform"),
        action: "jobs.rerun",
        outcome: "ok",
        targetType: "job_run",
        targetId: failedRunId,
        after: { name: brokenSweep.name },
      },
    ]);
    const sweep = (await jobsPage(ownerToken)).find((job) => job.name === brokenSweep.name);
    expect(sweep).toMatchObject({ lastFailure: null, lastRun: { id: failedRunId, state: "retry" } });

    const again = await callApi(t, "boRerunJob", body, { token: platformToken });
    expect([again.status, failureOf(again).code]).toEqual([404, "NOT_FOUND"]);
    const unknown = await callApi(
      t,
      "boRerunJob",
      { name: "payments.nothing", runId: failedRunId },
      { token: platformToken },
    );
    expect([unknown.status, failureOf(unknown).code]).toEqual([404, "NOT_FOUND"]);
  });
});
