import { ZBoJobRerunRequest } from "@orchid/contract/backoffice-jobs";
import { ENDPOINTS } from "@orchid/contract/endpoints";
import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../app-context.ts";
import { createServe } from "../http/serve.ts";
import { requirePlatformOperator } from "../modules/operators/index.ts";
import { appJobs } from "./app-jobs.ts";
import { presentJob } from "./job-presenter.ts";
import { rerunFailedJob } from "./job-rerun.ts";
import { JobRunner } from "./job-runner.ts";
import { jobStatuses } from "./job-runs.ts";

/**
 * The console's jobs page: every scheduled job with its runs as the queue recorded them, and a
 * failed run tried again. Jobs are platform-wide, so a re-run needs a platform operator, checked
 * before the body is read. The runner here only reads and re-queues; main.ts runs the workers.
 */
export async function jobsConsoleRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const serve = createServe(app, ctx);
  const runner = new JobRunner(ctx.database.db, appJobs(ctx));

  serve("boJobs", async () => ({
    rows: (await jobStatuses(ctx.database.db, runner.jobs, ctx.now())).map(presentJob),
  }));

  serve(
    "boRerunJob",
    async ({ console, request }) => {
      await requirePlatformOperator(ctx, console, ENDPOINTS.boRerunJob.caller);
      await rerunFailedJob(ctx, runner, console, ZBoJobRerunRequest.parse(request.body));
      return null;
    },
    { handlerParsesInput: true },
  );
}
