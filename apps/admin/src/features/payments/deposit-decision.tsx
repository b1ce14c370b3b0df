import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { DecisionButtons } from "./decision-buttons.tsx";

const REFRESH = ["boDeposits", "boDashboard"] as const;

/** A bank deposit awaiting approval: approving credits the member, rejecting fails the order. */
export function DepositDecision(props: { depositId: number }) {
  const { t } = useTranslation();
  const approve = useConsoleChange("boDecideDeposit", {
    refresh: [...REFRESH],
    successKey: "bo_deposit_approved",
  });
  const reject = useConsoleChange("boDecideDeposit", {
    refresh: [...REFRESH],
    successKey: "bo_deposit_rejected",
  });
  const isPending = approve.isPending || reject.isPending;

  return (
    <section className="stack" aria-label={t("bo_deposit_decision")}>
      <h3>{t("bo_deposit_decision")}</h3>
      <DecisionButtons
        testIdPrefix="deposit"
        isPending={isPending}
        hint={t("bo_deposit_decision_hint")}
        errorKey={approve.fieldErrors.note ?? reject.fieldErrors.note}
        onDecide={(decision, note) =>
          (decision === "approve" ? approve : reject).run({ id: props.depositId, decision, note })
        }
      />
    </section>
  );
}
