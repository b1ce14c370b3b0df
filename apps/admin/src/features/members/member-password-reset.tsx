import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import { showToast } from "../../ui/toast-store.ts";
import styles from "./members.module.css";

/**
 * Gives the member a temporary password, shown here once (it is never stored readable); the
 * member must change it at the next login.
 */
export function MemberPasswordReset(props: { memberId: number }) {
  const { t } = useTranslation();
  const [temporary, setTemporary] = useState<string | null>(null);
  const reset = useConsoleChange("boResetMemberPassword", {
    refresh: ["boMemberDetail"],
    successKey: "bo_member_password_reset_done",
    onSuccess: (value) => setTemporary(value.temporaryPassword),
  });

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      showToast("ok", "bo_member_copied");
    } catch {
      showToast("error", "bo_member_copy_failed");
    }
  }

  return (
    <section className="card stack" aria-labelledby="member-password">
      <h2 id="member-password" className={styles.heading}>
        {t("bo_member_password")}
      </h2>
      {temporary ? (
        <div className="notice-ok stack" role="status">
          <div className={styles.secret}>
            <span>{t("bo_member_temporary_password")}</span>
            <code data-testid="member-temporary-password">{temporary}</code>
            <button type="button" className="btn btn-small" onClick={() => void copy(temporary)}>
              {t("bo_member_copy")}
            </button>
          </div>
          <span>{t("bo_member_temporary_password_note")}</span>
          <div>
            <button type="button" className="btn btn-small" onClick={() => setTemporary(null)}>
              {t("bo_member_temporary_password_hide")}
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className={`muted ${styles.flat}`}>{t("bo_member_password_reset_explain")}</p>
          <div>
            <ConfirmButton
              testId="member-reset-password"
              disabled={reset.isPending}
              onConfirm={() => reset.run({ memberId: props.memberId })}
            >
              {t("bo_member_password_reset")}
            </ConfirmButton>
          </div>
        </>
      )}
    </section>
  );
}
