import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useFormatDateTime } from "../../i18n/use-format.ts";
import { ApprovalSummary } from "../approvals/approval-summary.tsx";
import { APPROVAL_KIND_KEYS } from "../approvals/approval-vocabulary.ts";
import styles from "./operators-page.module.css";

/**
 * Operator changes that wait for a second owner (adding, role raises, credential resets), so the
 * owner who asked sees them as "awaiting approval"; they are decided in Approvals.
 */
export function PendingOperatorChanges() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const query = useConsoleQuery("boApprovals", { status: "pending" });
  const pending = (query.data ?? []).filter((approval) => approval.kind.startsWith("operators."));

  return (
    <section className="card stack" aria-labelledby="operators-pending" data-testid="operators-pending">
      <h2 id="operators-pending">{t("bo_operators_pending_title")}</h2>
      <p className="muted">{t("bo_operators_pending_hint")}</p>
      {pending.length === 0 ? (
        <p className="muted">{t("bo_operators_pending_empty")}</p>
      ) : (
        <ul className={styles.pendingList}>
          {pending.map((approval) => {
            const kindKey = APPROVAL_KIND_KEYS[approval.kind];
            return (
              <li key={approval.id} className={styles.pendingItem}>
                <div className="row">
                  <strong>{kindKey ? t(kindKey) : approval.kind}</strong>
                  <span className="badge badge-warn">{t("bo_approvals_filter_pending")}</span>
                </div>
                <ApprovalSummary kind={approval.kind} summary={approval.summary} />
                <small className="muted">
                  {t("bo_operators_pending_by", {
                    name: approval.requestedBy,
                    at: formatDateTime(approval.createdAt),
                  })}
                </small>
              </li>
            );
          })}
        </ul>
      )}
      <Link to="/approvals">{t("bo_open_approvals")}</Link>
    </section>
  );
}
