import type { TAgentBill } from "@orchid/contract/agent";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import styles from "./agents.module.css";

/**
 * Says plainly that an approval did not pay the bill yet: it was above the review threshold, so
 * a second operator must approve it too.
 */
export function ReviewFiledNotice(props: { bill: TAgentBill; onDismiss: () => void }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  return (
    <div className={`notice-ok ${styles.filed}`} role="status" data-testid="bill-approval-filed">
      <span>
        {t("bo_agents_bill_filed", { payee: props.bill.payee, amount: formatMinor(props.bill.grossAmount) })}{" "}
        <Link to="/approvals">{t("bo_open_approvals")}</Link>
      </span>
      <button type="button" className="btn btn-small" onClick={props.onDismiss}>
        {t("bo_close")}
      </button>
    </div>
  );
}
