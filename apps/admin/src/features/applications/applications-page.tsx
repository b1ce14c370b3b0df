import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { useCan } from "../../store/use-can.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { PagedResults } from "../../ui/paged-results.tsx";
import { useParamFilters } from "../games/use-param-filters.ts";
import type { TApplicationDecision, TConsoleApplication } from "./application-decision.ts";
import { ApplicationDecisionDialog } from "./application-decision-dialog.tsx";
import { APPLICATION_STATE_CHOICES, applicationChoiceOf, applicationStateOf } from "./application-filters.ts";
import styles from "./applications.module.css";
import { ApplicationsTable } from "./applications-table.tsx";
import { APPLICATION_CHOICE_KEYS, APPLICATION_NONE_KEYS } from "./applications-vocabulary.ts";

const PAGE_SIZE = 20;
const APPLICATION_FILTERS = ["state"] as const;

type TDeciding = { application: TConsoleApplication; decision: TApplicationDecision };

/**
 * Members' applications to promotions: the queue of those waiting for an operator (the default),
 * then the decided ones with their notes and rewards. Operators who may grant bonuses
 * (bonus.grant) approve, optionally with a reward, or reject; each application is decided once.
 */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const canDecide = useCan("bonus.grant");
  const { values, update, page, goTo } = useParamFilters(APPLICATION_FILTERS);
  const choice = applicationChoiceOf(values.state);
  const [deciding, setDeciding] = useState<TDeciding | null>(null);
  const query = useConsoleQuery("boApplications", {
    state: applicationStateOf(choice),
    page,
    pageSize: PAGE_SIZE,
  });

  return (
    <>
      <PageHeader title={t("bo_applications_nav")} />
      <div className="stack">
        <form
          className={`card ${styles.filters}`}
          aria-label={t("bo_queue_filters")}
          onSubmit={(event) => event.preventDefault()}
        >
          <label className={styles.filter}>
            <span>{t("bo_status")}</span>
            <select
              className="select"
              value={choice}
              // The queue is the default, so it leaves the address without a state.
              onChange={(event) =>
                update({ state: event.target.value === "applying" ? "" : event.target.value })
              }
              data-testid="applications-state"
            >
              {APPLICATION_STATE_CHOICES.map((option) => (
                <option key={option} value={option}>
                  {t(APPLICATION_CHOICE_KEYS[option])}
                </option>
              ))}
            </select>
          </label>
        </form>
        {!canDecide && <p className={styles.note}>{t("bo_applications_read_only")}</p>}
        <PagedResults
          query={query}
          noneKey={APPLICATION_NONE_KEYS[choice]}
          onPage={goTo}
          summary={(found) => (
            <p className="muted" data-testid="applications-total">
              {t("bo_applications_found", { total: formatNumber(found.total) })}
            </p>
          )}
        >
          {(rows) => (
            <ApplicationsTable
              rows={rows}
              canDecide={canDecide}
              onDecide={(application, decision) => setDeciding({ application, decision })}
            />
          )}
        </PagedResults>
      </div>
      {deciding && (
        <ApplicationDecisionDialog
          key={`${deciding.application.id}-${deciding.decision}`}
          application={deciding.application}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      )}
    </>
  );
}
