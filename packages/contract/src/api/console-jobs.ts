import { z } from "zod";
import { ZBoJobRerunRequest, ZBoJobs } from "../backoffice-jobs.ts";
import { endpoint, operator } from "../endpoint.ts";

/** The console's scheduled jobs (platform-wide): their runs, and a failed run tried again. */
export const CONSOLE_JOBS_CALLS = {
  boJobs: endpoint("GET", "/bo/jobs", {
    module: "backoffice",
    caller: operator("jobs.read", "jobs.read"),
    summary:
      "Every scheduled job: its tick, last run (start, end, duration, state, error), last failure and next run.",
    answer: ZBoJobs,
  }),
  boRerunJob: endpoint("POST", "/bo/jobs/rerun", {
    module: "backoffice",
    caller: operator("jobs.run", "jobs.rerun"),
    summary: "Tries a failed run of a job once more, at once (platform operators only).",
    input: ZBoJobRerunRequest,
    answer: z.null(),
    errors: ["NOT_FOUND"],
  }),
} as const;
