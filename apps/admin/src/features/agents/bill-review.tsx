import type { TAgentBill } from "@orchid/contract/agent";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import styles from "./agents.module.css";

const REFRESH = ["boAgentBills", "boApprovals"] as const;

/**
 * Approve (pay) or reject a bill awaiting review, each pressed twice, with an optional note.
 * Above the merchant's review threshold an approval pays nothing yet: the bill still awaits a
 * second operator, and `onFiled` lets the page say so.
 */
export function BillReview(props: { bill: TAgentBill; onFiled: (bill: TAgentBill) => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState("");
  const approve = useConsoleChange("boReviewAgentBill", {
    refresh: [...REFRESH],
    successKey: (bill) =>
      bill.state === "awaiting_review"
        ? { key: "bo_agents_bill_sent_for_approval" }
        : { key: "bo_agents_bill_approved" },
    onSuccess: (bill) => {
      if (bill.state === "awaiting_review") props.onFiled(bill);
    },
  });
  const reject = useConsoleChange("boReviewAgentBill", {
    refresh: [...REFRESH],
    successKey: "bo_agents_bill_rejected_done",
  });
  const isPending = approve.isPending || reject.isPending;
  const decide = (decision: "approve" | "reject") =>
    (decision === "approve" ? approve : reject).run({ id: props.bill.id, decision, note: note.trim() });

  return (
    <div className={styles.actions}>
      <input
        className={`input ${styles.noteInput}`}
        value={note}
        maxLength={500}
        placeholder={t("bo_decision_note_placeholder")}
        aria-label={t("bo_decision_note")}
        disabled={isPending}
        onChange={(event) => setNote(event.target.value)}
        data-testid={`bill-${props.bill.id}-note`}
      />
      <ConfirmButton
        className="btn btn-small btn-primary"
        disabled={isPending}
        onConfirm={() => decide("approve")}
        testId={`bill-${props.bill.id}-approve`}
      >
        {t("bo_decision_approve")}
      </ConfirmButton>
      <ConfirmButton
        className="btn btn-small btn-danger"
        disabled={isPending}
        onConfirm={() => decide("reject")}
        testId={`bill-${props.bill.id}-reject`}
      >
        {t("bo_decision_reject")}
      </ConfirmButton>
    </div>
  );
}
