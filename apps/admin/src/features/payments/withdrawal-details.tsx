import type { TBoWithdrawal, TBoWithdrawalDecisionValue } from "@orchid/contract/backoffice-payments";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { FactsList } from "./facts-list.tsx";
import styles from "./payments.module.css";
import { PayoutForm } from "./payout-form.tsx";
import { PayoutList } from "./payout-list.tsx";
import { ReleaseRemainder } from "./release-remainder.tsx";
import { WithdrawalDecision } from "./withdrawal-decision.tsx";

/**
 * A withdrawal's details and what can be done in its state: pending → approve or reject;
 * approving → wait for the second operator; approved → pay (in parts) or release the rest;
 * any payout reported not received → force received or refund.
 */
export function WithdrawalDetails(props: {
  withdrawal: TBoWithdrawal;
  canAct: boolean;
  onApprovalFiled: (value: TBoWithdrawalDecisionValue) => void;
}) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const w = props.withdrawal;

  return (
    <div className="stack" data-testid={`withdrawal-details-${w.id}`}>
      <div className={styles.details}>
        <FactsList
          facts={[
            { label: t("bo_withdrawal_payee"), value: w.account.payeeName },
            { label: t("bo_withdrawal_bank"), value: w.account.bankName },
            { label: t("bo_withdrawal_account_number"), value: w.accountNumber, isMono: true },
            { label: t("bo_withdrawal_released"), value: formatMinor(w.released), isMono: true },
            { label: t("bo_withdrawal_note"), value: w.note || null },
          ]}
        />
        {w.status === "approving" && <ApprovalPending approvalId={w.approvalId} />}
        {props.canAct && w.status === "pending" && (
          <WithdrawalDecision withdrawalId={w.id} onApprovalFiled={props.onApprovalFiled} />
        )}
        {props.canAct && w.status === "approved" && w.remaining > 0 && (
          <div className={styles.actionPair}>
            <PayoutForm key={`${w.id}-${w.remaining}`} withdrawal={w} />
            <ReleaseRemainder withdrawalId={w.id} remaining={w.remaining} />
          </div>
        )}
        {!props.canAct && (w.status === "pending" || w.status === "approved") && (
          <p className="muted">{t("bo_payments_no_permission")}</p>
        )}
      </div>
      {w.payouts.length > 0 && (
        <section className="stack" aria-label={t("bo_payouts")}>
          <h3 className={styles.flat}>{t("bo_payouts")}</h3>
          <PayoutList payouts={w.payouts} canAct={props.canAct} />
        </section>
      )}
    </div>
  );
}

function ApprovalPending(props: { approvalId: number | null }) {
  const { t } = useTranslation();
  return (
    <p className={`notice-ok ${styles.flat}`} role="status">
      {props.approvalId === null
        ? t("bo_withdrawal_approving")
        : t("bo_withdrawal_approving_id", { id: props.approvalId })}{" "}
      <Link to="/approvals">{t("bo_open_approvals")}</Link>
    </p>
  );
}
