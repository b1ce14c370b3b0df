import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "./bonus.module.css";

/**
 * Says plainly that nothing moved yet: the amount reached the merchant's four-eyes threshold, so
 * the request waits in Approvals for a second operator.
 */
export function ApprovalSentNotice(props: { text: string; onDismiss: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className={`notice-ok ${styles.filed}`} role="status" data-testid={props.testId}>
      <span>
        {props.text} <Link to="/approvals">{t("bo_open_approvals")}</Link>
      </span>
      <button type="button" className="btn btn-small" onClick={props.onDismiss}>
        {t("bo_close")}
      </button>
    </div>
  );
}
