import type { TBoJobRerunRequest } from "@orchid/contract/backoffice-jobs";
import type { TAppContext } from "../app-context.ts";
import { AppError } from "../http/app-error.ts";
import type { TConsoleCall } from "../modules/operators/index.ts";
import { recordOperatorAction } from "../modules/operators/index.ts";
import type { JobRunner } from "./job-runner.ts";
import { isQueueInstalled } from "./job-runs.ts";

/** Gives a failed run of a known job one more try, and audits it; no such failed run → NOT_FOUND. */
export async function rerunFailedJob(
  ctx: Pick<TAppContext, "database">,
  runner: JobRunner,
  call: TConsoleCall,
  input: TBoJobRerunRequest,
): Promise<void> {
  const db = ctx.database.db;
  const isKnown = runner.jobs.some((job) => job.name === input.name);
  if (!isKnown || !(await isQueueInstalled(db))) throw new AppError("NOT_FOUND");
  if (!(await runner.rerun(input.name, input.runId))) throw new AppError("NOT_FOUND");
  await recordOperatorAction(
    db,
    {
      operatorId: call.found.operator.id,
      merchantId: call.merchant.id,
      action: "jobs.rerun",
      outcome: "ok",
      targetType: "job_run",
      targetId: input.runId,
      after: { name: input.name },
    },
    call.client,
  );
}
