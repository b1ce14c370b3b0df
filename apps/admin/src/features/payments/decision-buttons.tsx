import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import { Field } from "../../ui/field.tsx";
import styles from "./payments.module.css";

/**
 * Approve or reject an order, each pressed twice, with an optional note kept on the order and in
 * the audit log. `testIdPrefix` names the buttons (`<prefix>-approve`, `<prefix>-reject`).
 */
export function DecisionButtons(props: {
  testIdPrefix: string;
  isPending: boolean;
  errorKey?: string | null;
  hint?: string;
  onDecide: (decision: "approve" | "reject", note: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState("");
  const decide = (decision: "approve" | "reject") => props.onDecide(decision, note.trim() || undefined);

  return (
    <div className={`stack ${styles.actionPanel}`}>
      <Field label={t("bo_decision_note")} hint={props.hint} errorKey={props.errorKey}>
        <input
          className="input"
          value={note}
          maxLength={500}
          placeholder={t("bo_decision_note_placeholder")}
          aria-invalid={Boolean(props.errorKey)}
          disabled={props.isPending}
          onChange={(event) => setNote(event.target.value)}
          data-testid={`${props.testIdPrefix}-note`}
        />
      </Field>
      <div className="row">
        <ConfirmButton
          className="btn btn-primary"
          testId={`${props.testIdPrefix}-approve`}
          disabled={props.isPending}
          onConfirm={() => decide("approve")}
        >
          {t("bo_decision_approve")}
        </ConfirmButton>
        <ConfirmButton
          testId={`${props.testIdPrefix}-reject`}
          disabled={props.isPending}
          onConfirm={() => decide("reject")}
        >
          {t("bo_decision_reject")}
        </ConfirmButton>
      </div>
    </div>
  );
}
