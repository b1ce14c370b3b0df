import type { TBoJob, TBoJobRun, TJobRunState } from "@orchid/contract/backoffice-jobs";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { useFormatDateTime, useFormatNumber } from "../../i18n/use-format.ts";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import { ResultsTable } from "../../ui/results-table.tsx";

const COLUMNS = [
  "bo_jobs_name",
  "bo_jobs_every",
  "bo_jobs_started",
  "bo_jobs_ended",
  "bo_jobs_duration",
  "bo_jobs_state",
  "bo_jobs_error",
  "bo_jobs_next_run",
  "bo_action",
];

/** "Every 1 min", "Every 1 h": a job's tick in the largest whole unit. */
function useFormatTick(): (seconds: number) => string {
  const { t } = useTranslation();
  return (seconds) => {
    if (seconds % 3_600 === 0) return t("bo_jobs_every_hours", { count: seconds / 3_600 });
    if (seconds % 60 === 0) return t("bo_jobs_every_minutes", { count: seconds / 60 });
    return t("bo_jobs_every_seconds", { count: seconds });
  };
}

const BADGE_OF: Record<TJobRunState, string> = {
  created: "badge",
  active: "badge",
  cancelled: "badge",
  completed: "badge badge-ok",
  retry: "badge badge-bad",
  failed: "badge badge-bad",
};

function StateBadge(props: { run: TBoJobRun | null }) {
  const { t } = useTranslation();
  if (!props.run) return <span className="muted">{t("bo_jobs_never")}</span>;
  return <span className={BADGE_OF[props.run.state]}>{t(`bo_jobs_state_${props.run.state}`)}</span>;
}

/** One row per job: its last run, and the re-run of its last failed run when there is one. */
export function JobsTable(props: { jobs: TBoJob[]; canRerun: boolean }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const formatNumber = useFormatNumber();
  const formatTick = useFormatTick();
  const rerun = useConsoleChange("boRerunJob", { refresh: ["boJobs"], successKey: "bo_jobs_rerun_done" });

  return (
    <ResultsTable columns={COLUMNS} testId="jobs-table">
      {props.jobs.map((job) => {
        const run = job.lastRun;
        const failure = job.lastFailure;
        return (
          <tr key={job.name} data-testid={`job-${job.name}`}>
            <td>
              <div>{t(`bo_job_${job.name.replace(/[.-]/g, "_")}`, { defaultValue: job.name })}</div>
              <div className="muted mono">{job.name}</div>
            </td>
            <td>{formatTick(job.everySeconds)}</td>
            <td className="mono">{run?.startedAt ? formatDateTime(run.startedAt) : "—"}</td>
            <td className="mono">{run?.endedAt ? formatDateTime(run.endedAt) : "—"}</td>
            <td className="mono">
              {typeof run?.durationMs === "number" ? `${formatNumber(run.durationMs)} ms` : "—"}
            </td>
            <td>
              <StateBadge run={run} />
            </td>
            <td className="mono">{run?.error ?? failure?.error ?? "—"}</td>
            <td className="mono">{formatDateTime(job.nextRunAt)}</td>
            <td>
              {failure && props.canRerun ? (
                <ConfirmButton
                  className="btn btn-small"
                  disabled={rerun.isPending}
                  testId={`rerun-${job.name}`}
                  onConfirm={() => rerun.run({ name: job.name, runId: failure.id })}
                >
                  {t("bo_jobs_rerun")}
                </ConfirmButton>
              ) : (
                "—"
              )}
            </td>
          </tr>
        );
      })}
    </ResultsTable>
  );
}
