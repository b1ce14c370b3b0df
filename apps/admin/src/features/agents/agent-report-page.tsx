import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { downloadCsv } from "../../csv/csv-file.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { ResultsNotice } from "../../ui/results-notice.tsx";
import { useParamFilters } from "../games/use-param-filters.ts";
import { agentPeriodInput, isAgentPeriodComplete } from "./agent-period.ts";
import { AgentPeriodFields } from "./agent-period-fields.tsx";
import styles from "./agents.module.css";
import { reportCsv } from "./report-csv.ts";
import { ReportDays } from "./report-days.tsx";
import { ReportFigures } from "./report-figures.tsx";
import { SearchFilter } from "./search-filter.tsx";

const REPORT_FILTERS = ["agent", "preset", "from", "to"] as const;

/** Any agent's team overview for a period, as the agent centre shows it to the agent, with a CSV export. */
export function AgentReportPage() {
  const { t } = useTranslation();
  const { values, update } = useParamFilters(REPORT_FILTERS);
  const isQueryable = Boolean(values.agent) && isAgentPeriodComplete(values);
  const query = useConsoleQuery(
    "boAgentReport",
    { agent: values.agent, ...agentPeriodInput(values) },
    isQueryable,
  );

  return (
    <>
      <PageHeader title={t("bo_nav_agent_report")}>
        <button
          type="button"
          className="btn"
          disabled={!query.data}
          onClick={() =>
            query.data &&
            downloadCsv(
              `agent-report-${values.agent}-${query.data.period.fromDay}-${query.data.period.toDay}.csv`,
              reportCsv(query.data, t),
            )
          }
          data-testid="report-export"
        >
          {t("bo_agents_export_csv")}
        </button>
      </PageHeader>
      <div className="stack">
        <div className={`card ${styles.filters}`}>
          <SearchFilter
            labelKey="bo_agents_report_agent"
            value={values.agent}
            onSearch={(agent) => update({ agent })}
            testId="report-agent"
          />
          <AgentPeriodFields values={values} onChange={update} testId="report-preset" />
        </div>
        {!values.agent ? (
          <ResultsNotice textKey="bo_agents_report_pick_agent" />
        ) : !isQueryable ? (
          <ResultsNotice textKey="bo_queue_pick_dates" />
        ) : (
          <QueryState query={query}>
            {(overview) => (
              <div className="stack">
                <p className={styles.flat} data-testid="report-period">
                  {t("bo_agents_report_period", {
                    agent: values.agent,
                    from: overview.period.fromDay,
                    to: overview.period.toDay,
                  })}
                </p>
                <ReportFigures totals={overview.totals} />
                <ReportDays days={overview.days} />
              </div>
            )}
          </QueryState>
        )}
      </div>
    </>
  );
}
