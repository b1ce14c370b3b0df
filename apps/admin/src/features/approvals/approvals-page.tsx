import { APPROVAL_STATUSES, type TApprovalStatus } from "@orchid/contract/backoffice-operators";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { ApprovalRow } from "./approval-row.tsx";
import styles from "./approvals-page.module.css";

type TStatusFilter = TApprovalStatus | "all";
const FILTERS: TStatusFilter[] = [...APPROVAL_STATUSES, "all"];

/** Four-eyes requests: money actions one operator asked for and a second one approves or rejects. */
export function ApprovalsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TStatusFilter>("pending");
  const query = useConsoleQuery("boApprovals", status === "all" ? {} : { status });

  return (
    <>
      <PageHeader title={t("bo_nav_approvals")}>
        <label className={styles.filter}>
          <span className="muted">{t("bo_approvals_status")}</span>
          <select
            className="select"
            value={status}
            data-testid="approvals-filter"
            onChange={(event) => setStatus(event.target.value as TStatusFilter)}
          >
            {FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(`bo_approvals_filter_${filter}`)}
              </option>
            ))}
          </select>
        </label>
      </PageHeader>
      <QueryState query={query}>
        {(rows) =>
          rows.length === 0 ? (
            <div className="card">
              <p className={`muted ${styles.empty}`}>{t("bo_approvals_empty")}</p>
            </div>
          ) : (
            <div className="table-wrap">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{t("bo_approvals_kind")}</th>
                    <th scope="col">{t("bo_approvals_summary")}</th>
                    <th scope="col" className={styles.amount}>
                      {t("bo_approvals_amount")}
                    </th>
                    <th scope="col">{t("bo_approvals_requested_by")}</th>
                    <th scope="col">{t("bo_approvals_note")}</th>
                    <th scope="col">{t("bo_approvals_decision")}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <ApprovalRow key={row.id} approval={row} />
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </>
  );
}
