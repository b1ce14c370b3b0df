import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { useCan } from "../../store/use-can.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { PagedResults } from "../../ui/paged-results.tsx";
import { useParamFilters } from "../games/use-param-filters.ts";
import styles from "./feedback.module.css";
import {
  FEEDBACK_STATE_CHOICES,
  feedbackChoiceOf,
  feedbackStateOf,
  type TConsoleFeedback,
} from "./feedback-filters.ts";
import { FeedbackReplyDialog } from "./feedback-reply-dialog.tsx";
import { FeedbackTable } from "./feedback-table.tsx";
import { FEEDBACK_CHOICE_KEYS, FEEDBACK_NONE_KEYS } from "./feedback-vocabulary.ts";

const PAGE_SIZE = 20;
const FEEDBACK_FILTERS = ["state"] as const;

/**
 * Feedback from members and visitors: the open queue first (the default), then replied feedback
 * with its replies. Operators who may change members (members.write) reply, once each.
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const canReply = useCan("members.write");
  const { values, update, page, goTo } = useParamFilters(FEEDBACK_FILTERS);
  const choice = feedbackChoiceOf(values.state);
  const [replying, setReplying] = useState<TConsoleFeedback | null>(null);
  const query = useConsoleQuery("boFeedback", { state: feedbackStateOf(choice), page, pageSize: PAGE_SIZE });

  return (
    <>
      <PageHeader title={t("bo_feedback_nav")} />
      <div className="stack">
        <form
          className={`card ${styles.filters}`}
          aria-label={t("bo_queue_filters")}
          onSubmit={(event) => event.preventDefault()}
        >
          <label className={styles.filter}>
            <span>{t("bo_status")}</span>
            <select
              className="select"
              value={choice}
              // The open queue is the default, so it leaves the address without a state.
              onChange={(event) => update({ state: event.target.value === "open" ? "" : event.target.value })}
              data-testid="feedback-state"
            >
              {FEEDBACK_STATE_CHOICES.map((option) => (
                <option key={option} value={option}>
                  {t(FEEDBACK_CHOICE_KEYS[option])}
                </option>
              ))}
            </select>
          </label>
        </form>
        {!canReply && <p className={styles.note}>{t("bo_feedback_read_only")}</p>}
        <PagedResults
          query={query}
          noneKey={FEEDBACK_NONE_KEYS[choice]}
          onPage={goTo}
          summary={(found) => (
            <p className="muted" data-testid="feedback-total">
              {t("bo_feedback_found", { total: formatNumber(found.total) })}
            </p>
          )}
        >
          {(rows) => <FeedbackTable rows={rows} canReply={canReply} onReply={setReplying} />}
        </PagedResults>
      </div>
      {replying && (
        <FeedbackReplyDialog key={replying.id} feedback={replying} onClose={() => setReplying(null)} />
      )}
    </>
  );
}
