import type { TBoMemberDetail } from "@orchid/contract/backoffice-members";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import { Field } from "../../ui/field.tsx";
import styles from "./members.module.css";

/** Moves the member, with their whole downline, under another agent or to the top of the tree. */
export function MemberUplineForm(props: { detail: TBoMemberDetail }) {
  const { t } = useTranslation();
  const d = props.detail;
  const [upline, setUpline] = useState("");
  const move = useConsoleChange("boMoveMember", {
    refresh: ["boMemberDetail"],
    onSuccess: () => setUpline(""),
  });
  const errorKey = move.fieldErrors.uplineUsername;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (upline.trim()) move.run({ memberId: d.id, uplineUsername: upline.trim() });
  }

  return (
    <form className="card stack" onSubmit={submit} aria-labelledby="member-upline-form" noValidate>
      <h2 id="member-upline-form" className={styles.heading}>
        {t("bo_member_move")}
      </h2>
      <p className={styles.flat}>
        {t("bo_member_current_upline")}{" "}
        {d.upline ? (
          <strong className="mono">{d.upline}</strong>
        ) : (
          <strong>{t("bo_member_top_level")}</strong>
        )}
      </p>
      <Field
        label={t("bo_member_new_upline")}
        hint={t("bo_member_move_hint", { count: d.downlineCount })}
        errorKey={errorKey}
      >
        <input
          className="input"
          value={upline}
          maxLength={64}
          autoComplete="off"
          aria-invalid={Boolean(errorKey)}
          onChange={(event) => setUpline(event.target.value)}
          data-testid="member-upline"
        />
      </Field>
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={move.isPending || !upline.trim()}>
          {t("bo_member_move_submit")}
        </button>
        {d.upline !== null && (
          <ConfirmButton
            className="btn"
            disabled={move.isPending}
            onConfirm={() => move.run({ memberId: d.id, uplineUsername: null })}
          >
            {t("bo_member_move_top")}
          </ConfirmButton>
        )}
      </div>
    </form>
  );
}
