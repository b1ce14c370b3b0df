import type { TBoMemberDetail } from "@orchid/contract/backoffice-members";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { useFormatDateTime } from "../../i18n/use-format.ts";
import { Field } from "../../ui/field.tsx";
import styles from "./members.module.css";

/** Operators' notes on the member, newest first; a note is kept as written (no edits). */
export function MemberNotes(props: { detail: TBoMemberDetail; canWrite: boolean }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const [text, setText] = useState("");
  const add = useConsoleChange("boAddMemberNote", {
    refresh: ["boMemberDetail"],
    successKey: "bo_member_note_added",
    onSuccess: () => setText(""),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim()) add.run({ memberId: props.detail.id, text: text.trim() });
  }

  return (
    <section className="card stack" aria-labelledby="member-notes">
      <h2 id="member-notes" className={styles.heading}>
        {t("bo_member_notes")}
      </h2>
      {props.canWrite && (
        <form className="stack" onSubmit={submit} noValidate>
          <Field label={t("bo_member_note_new")} errorKey={add.fieldErrors.text}>
            <textarea
              className={`textarea ${styles.noteInput}`}
              rows={3}
              value={text}
              maxLength={1000}
              aria-invalid={Boolean(add.fieldErrors.text)}
              onChange={(event) => setText(event.target.value)}
              data-testid="member-note"
            />
          </Field>
          <div>
            <button type="submit" className="btn btn-primary" disabled={add.isPending || !text.trim()}>
              {t("bo_member_note_add")}
            </button>
          </div>
        </form>
      )}
      {props.detail.notes.length === 0 ? (
        <p className={`muted ${styles.flat}`}>{t("bo_member_no_notes")}</p>
      ) : (
        <ul className={styles.notes}>
          {props.detail.notes.map((note) => (
            <li key={note.id}>
              <div className={styles.noteText}>{note.text}</div>
              <small className="muted">
                {note.operator} · {formatDateTime(note.createdAt)}
              </small>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
