import type { TBoWithdrawalDecisionValue } from "@orchid/contract/backoffice-payments";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "./payments.module.css";

/**
 * Says plainly that an approval did not approve the withdrawal yet: it was large enough to need
 * a second operator, and the request waits in Approvals.
 */
export function ApprovalFiledNotice(props: { value: TBoWithdrawalDecisionValue; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={`notice-ok ${styles.filed}`} role="status" data-testid="withdrawal-approval-filed">
      <span>
        {t("bo_withdrawal_filed", {
          orderNo: props.value.withdrawal.orderNo,
          id: props.value.approvalId ?? "",
        })}{" "}
        <Link to="/approvals">{t("bo_open_approvals")}</Link>
      </span>
      <button type="button" className="btn btn-small" onClick={props.onDismiss}>
        {t("bo_close")}
      </button>
    </div>
  );
}
