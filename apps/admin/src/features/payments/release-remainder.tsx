import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import { Field } from "../../ui/field.tsx";
import styles from "./payments.module.css";

/** Gives what an approved withdrawal still holds back to the member's wallet, closing it. */
export function ReleaseRemainder(props: { withdrawalId: number; remaining: number }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const [note, setNote] = useState("");
  const release = useConsoleChange("boReleaseWithdrawal", {
    refresh: ["boWithdrawals", "boDashboard"],
    successKey: "bo_release_done",
  });

  return (
    <div className={`stack ${styles.actionPanel}`}>
      <h3>{t("bo_release_title")}</h3>
      <p className={`muted ${styles.flat}`}>
        {t("bo_release_explain", { remaining: formatMinor(props.remaining) })}
      </p>
      <Field label={t("bo_decision_note")} errorKey={release.fieldErrors.note}>
        <input
          className="input"
          value={note}
          maxLength={500}
          placeholder={t("bo_decision_note_placeholder")}
          aria-invalid={Boolean(release.fieldErrors.note)}
          onChange={(event) => setNote(event.target.value)}
        />
      </Field>
      <div className="row">
        <ConfirmButton
          testId="release-remainder"
          disabled={release.isPending}
          onConfirm={() => release.run({ id: props.withdrawalId, note: note.trim() || undefined })}
        >
          {t("bo_release_submit")}
        </ConfirmButton>
      </div>
    </div>
  );
}
