import { zodResolver } from "@hookform/resolvers/zod";
import { errorKeyOf } from "@orchid/contract/api-problems";
import { useQueryClient } from "@tanstack/react-query";
import { Fragment } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { useFormatDateTime } from "../../i18n/use-format.ts";
import { Field } from "../../ui/field.tsx";
import { flattenErrors } from "../agents/form-errors.ts";
import { EditDialog } from "../games/edit-dialog.tsx";
import styles from "./feedback.module.css";
import {
  REPLY_MAX,
  type TConsoleFeedback,
  type TReplyDraft,
  type TReplyInput,
  ZReplyDraft,
} from "./feedback-filters.ts";
import { FeedbackImages } from "./feedback-images.tsx";
import { FEEDBACK_TYPE_KEYS } from "./feedback-vocabulary.ts";

/**
 * Replies to one feedback, once: a member reads the reply in their inbox; a visitor has none, so
 * the operator is reminded of the contact they left. Feedback another operator answered
 * meanwhile is refused; the queue is read again and the dialog closes.
 */
export function FeedbackReplyDialog(props: { feedback: TConsoleFeedback; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formatDateTime = useFormatDateTime();
  const { feedback } = props;
  const isVisitor = feedback.username === null;
  const form = useForm<TReplyDraft, unknown, TReplyInput>({
    defaultValues: { reply: "" },
    resolver: zodResolver(ZReplyDraft),
  });
  const send = useConsoleChange("boReplyFeedback", {
    refresh: ["boFeedback"],
    successKey: "bo_feedback_replied",
    onSuccess: props.onClose,
  });
  const errors = { ...flattenErrors(form.formState.errors), ...send.fieldErrors };

  const submit = form.handleSubmit(async (input) => {
    try {
      await send.runAsync({ id: feedback.id, reply: input.reply });
    } catch (error) {
      // The toast has said why; feedback answered meanwhile leaves the queue.
      if (errorKeyOf(error) === "err_order_state_changed") {
        await queryClient.invalidateQueries({ queryKey: ["boFeedback"] });
        props.onClose();
      }
    }
  });

  const facts: [string, string][] = [
    [t("bo_feedback_col_reference"), feedback.reference],
    [t("bo_feedback_col_from"), feedback.username ?? t("bo_feedback_visitor")],
    [t("bo_feedback_contact"), feedback.contact || "—"],
    [t("bo_feedback_col_type"), t(FEEDBACK_TYPE_KEYS[feedback.type])],
    [t("bo_created"), formatDateTime(feedback.createdAt)],
    [t("bo_feedback_col_content"), feedback.content],
  ];

  return (
    <EditDialog
      title={t("bo_feedback_reply_title", { reference: feedback.reference })}
      onClose={props.onClose}
      testId="feedback-reply-dialog"
    >
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
        {feedback.imageUrls.length > 0 && (
          <>
            <dt>{t("bo_feedback_col_images")}</dt>
            <dd>
              <FeedbackImages urls={feedback.imageUrls} reference={feedback.reference} />
            </dd>
          </>
        )}
      </dl>
      <p className={isVisitor ? styles.notice : styles.note} role="note">
        {t(isVisitor ? "bo_feedback_visitor_explained" : "bo_feedback_member_explained")}
      </p>
      <form className="stack" noValidate onSubmit={(event) => void submit(event)}>
        <Field
          label={t("bo_feedback_reply_label")}
          hint={t("bo_feedback_reply_hint")}
          errorKey={errors.reply}
        >
          <textarea
            className="input"
            rows={5}
            maxLength={REPLY_MAX}
            aria-invalid={Boolean(errors.reply)}
            {...form.register("reply")}
            data-testid="feedback-reply-text"
          />
        </Field>
        <div className={styles.dialogActions}>
          <button type="button" className="btn" onClick={props.onClose}>
            {t("bo_cancel")}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={send.isPending}
            data-testid="feedback-reply-send"
          >
            {send.isPending ? t("bo_feedback_sending") : t("bo_feedback_send")}
          </button>
        </div>
      </form>
    </EditDialog>
  );
}
