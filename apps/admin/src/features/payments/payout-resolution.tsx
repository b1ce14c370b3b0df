import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import styles from "./payments.module.css";

/**
 * A payout the member reported not received: force it received (the money is not returned) or
 * refund it to the member's wallet. Both are pressed twice; the note explains the choice.
 */
export function PayoutResolution(props: { payoutId: number }) {
  const { t } = useTranslation();
  const [note, setNote] = useState("");
  const resolve = useConsoleChange("boResolvePayout", {
    refresh: ["boWithdrawals", "boDashboard"],
    successKey: "bo_payout_resolved",
  });
  const run = (resolution: "forced_received" | "refund") =>
    resolve.run({ payoutId: props.payoutId, resolution, note: note.trim() || undefined });

  return (
    <div className={styles.resolution}>
      <span className={styles.resolutionLabel}>{t("bo_payout_resolve_label")}</span>
      <input
        className={`input ${styles.resolutionNote}`}
        value={note}
        maxLength={500}
        placeholder={t("bo_decision_note_placeholder")}
        aria-label={t("bo_payout_note_for", { id: props.payoutId })}
        aria-invalid={Boolean(resolve.fieldErrors.note)}
        disabled={resolve.isPending}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className={styles.resolutionButtons}>
        <ConfirmButton
          className="btn btn-small"
          testId={`payout-${props.payoutId}-force`}
          disabled={resolve.isPending}
          onConfirm={() => run("forced_received")}
        >
          {t("bo_payout_force")}
        </ConfirmButton>
        <ConfirmButton
          className="btn btn-small btn-danger"
          testId={`payout-${props.payoutId}-refund`}
          disabled={resolve.isPending}
          onConfirm={() => run("refund")}
        >
          {t("bo_payout_refund")}
        </ConfirmButton>
      </div>
    </div>
  );
}
