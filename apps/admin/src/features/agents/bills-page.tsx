import type { TAgentBill } from "@orchid/contract/agent";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { useCan } from "../../store/use-can.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { PagedResults } from "../../ui/paged-results.tsx";
import { useParamFilters } from "../games/use-param-filters.ts";
import { isAgentPeriodComplete } from "./agent-period.ts";
import styles from "./agents.module.css";
import { BILL_FILTERS, BillFilters, billQueryOf } from "./bill-filters.tsx";
import { BillsExportButton } from "./bills-export-button.tsx";
import { BillsTable } from "./bills-table.tsx";
import { RerunSettlementForm } from "./rerun-settlement-form.tsx";
import { ReviewFiledNotice } from "./review-filed-notice.tsx";

const PAGE_SIZE = 20;

/**
 * Agent bills of a period by kind, state or payee: their figures and totals, review of the ones
 * awaiting it (large ones go to a second operator), an export of the whole filter, and a period
 * settled again.
 */
export function BillsPage() {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const canReview = useCan("agents.pay");
  const canRerun = useCan("agents.write");
  const { values, page, update, goTo } = useParamFilters(BILL_FILTERS);
  const [filed, setFiled] = useState<TAgentBill | null>(null);
  const isQueryable = isAgentPeriodComplete(values);
  const query = useConsoleQuery(
    "boAgentBills",
    { ...billQueryOf(values), page, pageSize: PAGE_SIZE },
    isQueryable,
  );

  return (
    <>
      <PageHeader title={t("bo_nav_agent_bills")}>
        <BillsExportButton query={billQueryOf(values)} disabled={!isQueryable} />
      </PageHeader>
      <div className="stack">
        {filed && <ReviewFiledNotice bill={filed} onDismiss={() => setFiled(null)} />}
        <BillFilters values={values} onChange={update} />
        <PagedResults
          query={query}
          isQueryable={isQueryable}
          noneKey="bo_agents_bills_none"
          onPage={goTo}
          summary={(data) => (
            <div className={styles.totals} data-testid="bill-totals">
              <span className="muted">{t("bo_agents_bills_count", { count: data.total })}</span>
              <span>
                {t("bo_agents_total_gross")}: <strong className="mono">{formatMinor(data.totalGross)}</strong>
                {" · "}
                {t("bo_agents_total_paid")}: <strong className="mono">{formatMinor(data.totalPaid)}</strong>
              </span>
            </div>
          )}
        >
          {(rows) => <BillsTable rows={rows} canReview={canReview} onReviewFiled={setFiled} />}
        </PagedResults>
        {canRerun && <RerunSettlementForm />}
      </div>
    </>
  );
}
