import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useCan } from "../../store/use-can.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { useIsPlatformOperator } from "../games/use-is-platform-operator.ts";
import { JobsTable } from "./jobs-table.tsx";

/**
 * The scheduled jobs (shared by every merchant): each one's tick, last run (start, end,
 * duration, state, error) and next run; a platform operator tries a failed run again.
 */
export function JobsPage() {
  const { t } = useTranslation();
  const query = useConsoleQuery("boJobs");
  const isAllowed = useCan("jobs.run");
  const canRerun = useIsPlatformOperator() && isAllowed;

  return (
    <>
      <PageHeader title={t("bo_nav_jobs")} />
      {!canRerun && (
        <p className="muted" role="note">
          {t("bo_jobs_platform_only")}
        </p>
      )}
      <QueryState query={query}>{(value) => <JobsTable jobs={value.rows} canRerun={canRerun} />}</QueryState>
    </>
  );
}
