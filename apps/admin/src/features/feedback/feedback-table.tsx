import { useTranslation } from "react-i18next";
import { useFormatDateTime, useFormatShortDateTime } from "../../i18n/use-format.ts";
import { ResultsTable } from "../../ui/results-table.tsx";
import styles from "./feedback.module.css";
import { feedbackStateOfRow, type TConsoleFeedback } from "./feedback-filters.ts";
import { FeedbackImages } from "./feedback-images.tsx";
import { FEEDBACK_STATE_LOOKS, FEEDBACK_TYPE_KEYS } from "./feedback-vocabulary.ts";

const COLUMNS = [
  "bo_feedback_col_reference",
  "bo_feedback_col_from",
  "bo_feedback_col_type",
  "bo_feedback_col_content",
  "bo_feedback_col_images",
  "bo_created",
  "bo_status",
  "bo_action",
];
const END_COLUMNS = new Set(["bo_action"]);

/**
 * Feedback, open first: who sent it (a member, or a visitor with the contact they left), its
 * type, content and images; a replied one shows the reply and when. Operators who may change
 * members (members.write) reply to open feedback.
 */
export function FeedbackTable(props: {
  rows: TConsoleFeedback[];
  canReply: boolean;
  onReply: (feedback: TConsoleFeedback) => void;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const formatShort = useFormatShortDateTime();
  return (
    <ResultsTable
      classNames={{ table: styles.table, end: styles.end }}
      columns={COLUMNS}
      endColumns={END_COLUMNS}
      testId="feedback-table"
    >
      {props.rows.map((feedback) => {
        const state = feedbackStateOfRow(feedback);
        const look = FEEDBACK_STATE_LOOKS[state];
        return (
          <tr key={feedback.id} data-testid={`feedback-${feedback.id}`}>
            <td className={`mono ${styles.nowrap}`}>{feedback.reference}</td>
            <td className={styles.fromCell}>
              {feedback.username === null ? (
                <span className="badge">{t("bo_feedback_visitor")}</span>
              ) : (
                <span className="mono">{feedback.username}</span>
              )}
              {feedback.contact && (
                <span className={styles.sub}>
                  {t("bo_feedback_contact_is", { contact: feedback.contact })}
                </span>
              )}
            </td>
            <td className={styles.nowrap}>{t(FEEDBACK_TYPE_KEYS[feedback.type])}</td>
            <td className={styles.textCell}>
              {feedback.content}
              {feedback.reply !== null && (
                <div className={styles.reply} data-testid={`feedback-${feedback.id}-reply`}>
                  <span className={styles.replyHead}>
                    {t("bo_feedback_replied_at", { at: formatShort(feedback.repliedAt) })}
                  </span>
                  {feedback.reply}
                </div>
              )}
            </td>
            <td>
              <FeedbackImages urls={feedback.imageUrls} reference={feedback.reference} />
            </td>
            <td className={styles.nowrap}>
              <span title={formatDateTime(feedback.createdAt)}>{formatShort(feedback.createdAt)}</span>
            </td>
            <td>
              <span className={look.badge} data-state={state}>
                {t(look.key)}
              </span>
            </td>
            <td>
              <div className={styles.actions}>
                {props.canReply && state === "open" && (
                  <button
                    type="button"
                    className="btn btn-small btn-primary"
                    onClick={() => props.onReply(feedback)}
                    data-testid={`feedback-${feedback.id}-reply-open`}
                  >
                    {t("bo_feedback_reply")}
                  </button>
                )}
              </div>
            </td>
          </tr>
        );
      })}
    </ResultsTable>
  );
}
