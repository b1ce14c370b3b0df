import type { TBoWithdrawalDecisionValue } from "@orchid/contract/backoffice-payments";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { DecisionButtons } from "./decision-buttons.tsx";

const REFRESH = ["boWithdrawals", "boApprovals", "boDashboard"] as const;

/**
 * A pending withdrawal: approve it for payout, or reject it (the held amount goes back to the
 * member). Approving at or above the four-eyes threshold files an approval request instead;
 * `onApprovalFiled` tells the queue so it can say so beside the list.
 */
export function WithdrawalDecision(props: {
  withdrawalId: number;
  onApprovalFiled: (value: TBoWithdrawalDecisionValue) => void;
}) {
  const { t } = useTranslation();
  const approve = useConsoleChange("boDecideWithdrawal", {
    refresh: [...REFRESH],
    successKey: (value) =>
      value.approvalId === null
        ? { key: "bo_withdrawal_approved" }
        : { key: "bo_withdrawal_sent_for_approval", values: { id: value.approvalId } },
    onSuccess: (value) => {
      if (value.approvalId !== null) props.onApprovalFiled(value);
    },
  });
  const reject = useConsoleChange("boDecideWithdrawal", {
    refresh: [...REFRESH],
    successKey: "bo_withdrawal_rejected",
  });

  return (
    <section className="stack" aria-label={t("bo_withdrawal_decision")}>
      <h3>{t("bo_withdrawal_decision")}</h3>
      <DecisionButtons
        testIdPrefix="withdrawal"
        isPending={approve.isPending || reject.isPending}
        hint={t("bo_withdrawal_decision_hint")}
        errorKey={approve.fieldErrors.note ?? reject.fieldErrors.note}
        onDecide={(decision, note) =>
          (decision === "approve" ? approve : reject).run({ id: props.withdrawalId, decision, note })
        }
      />
    </section>
  );
}
