import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import { Field } from "../../ui/field.tsx";
import styles from "./agents.module.css";

const REFRESH = ["boAgentContracts", "boAgentContract", "boAgentTree"] as const;

/**
 * Ends a live contract at once, with the reason kept in its history and the audit log; the
 * downline contracts that depend on it end too. Pressed twice.
 */
export function TerminateContractForm(props: { id: number }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  const terminate = useConsoleChange("boTerminateAgentContract", {
    refresh: [...REFRESH],
    successKey: "bo_agents_terminated",
  });
  const errorKey = localError ?? terminate.fieldErrors.reason;

  function confirm() {
    if (!reason.trim()) return setLocalError("bo_agents_reason_required");
    terminate.run({ id: props.id, reason: reason.trim() });
  }

  return (
    <section className={styles.section} aria-labelledby="contract-terminate">
      <h3 id="contract-terminate">{t("bo_agents_terminate")}</h3>
      <p className={styles.note}>{t("bo_agents_terminate_hint")}</p>
      <Field label={t("bo_agents_reason")} errorKey={errorKey}>
        <textarea
          className={`textarea ${styles.reason}`}
          maxLength={500}
          value={reason}
          aria-invalid={Boolean(errorKey)}
          onChange={(event) => {
            setReason(event.target.value);
            setLocalError(null);
          }}
          data-testid="contract-terminate-reason"
        />
      </Field>
      <div className="row">
        <ConfirmButton disabled={terminate.isPending} onConfirm={confirm} testId="contract-terminate">
          {t("bo_agents_terminate")}
        </ConfirmButton>
      </div>
    </section>
  );
}
