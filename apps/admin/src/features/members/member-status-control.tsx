import type { TBoMemberDetail, TBoMemberRow } from "@orchid/contract/backoffice-members";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import { Field } from "../../ui/field.tsx";
import { MemberStatusBadge } from "./member-status-badge.tsx";
import styles from "./members.module.css";

type TStatus = TBoMemberRow["status"];

/**
 * The member's status and, for operators who may change members, the way to lock, self-exclude
 * or reactivate them, with an optional reason kept in the audit log. Locking and self-exclusion
 * end the member's sessions, so they (and lifting a self-exclusion) are pressed twice.
 */
export function MemberStatusControl(props: { detail: TBoMemberDetail; canWrite: boolean }) {
  const { t } = useTranslation();
  const [note, setNote] = useState("");
  const change = useConsoleChange("boSetMemberStatus", {
    refresh: ["boMemberDetail", "boMembers"],
    onSuccess: () => setNote(""),
  });
  const current = props.detail.status;
  const setStatus = (status: TStatus) =>
    change.run({ memberId: props.detail.id, status, note: note.trim() || undefined });

  return (
    <section className="card stack" aria-labelledby="member-status-title">
      <div className="row">
        <h2 id="member-status-title" className={styles.heading}>
          {t("bo_member_status")}
        </h2>
        <MemberStatusBadge status={current} testId="member-status" />
      </div>
      {props.canWrite && (
        <>
          <Field
            label={t("bo_member_status_note")}
            hint={t("bo_member_status_note_hint")}
            errorKey={change.fieldErrors.note}
          >
            <input
              className="input"
              value={note}
              maxLength={500}
              aria-invalid={Boolean(change.fieldErrors.note)}
              onChange={(event) => setNote(event.target.value)}
            />
          </Field>
          <div className="row">
            {current !== "active" &&
              (current === "self_excluded" ? (
                <ConfirmButton
                  testId="member-activate"
                  className="btn"
                  disabled={change.isPending}
                  onConfirm={() => setStatus("active")}
                >
                  {t("bo_member_reactivate")}
                </ConfirmButton>
              ) : (
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={change.isPending}
                  onClick={() => setStatus("active")}
                  data-testid="member-activate"
                >
                  {t("bo_member_unlock")}
                </button>
              ))}
            {current !== "locked" && (
              <ConfirmButton
                testId="member-lock"
                disabled={change.isPending}
                onConfirm={() => setStatus("locked")}
              >
                {t("bo_member_lock")}
              </ConfirmButton>
            )}
            {current !== "self_excluded" && (
              <ConfirmButton
                testId="member-self-exclude"
                disabled={change.isPending}
                onConfirm={() => setStatus("self_excluded")}
              >
                {t("bo_member_self_exclude")}
              </ConfirmButton>
            )}
          </div>
          <small className="field-hint">{t("bo_member_status_effect")}</small>
        </>
      )}
    </section>
  );
}
