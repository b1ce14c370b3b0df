import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../../api/api-hooks.ts";
import centre from "../../../ui/centre-page.module.css";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { Loader } from "../../../ui/loader.tsx";
import { QueryProblem } from "../../../ui/query-problem.tsx";
import noticeStyles from "../../notices/notice-modal.module.css";
import { useSiteInfo } from "../../system-status/site-info-context.ts";
import styles from "../agent-centre.module.css";

/** Agent announcements, newest first: title, time in the merchant's zone and the notice HTML. */
export function AnnouncementPage() {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const notices = useApiQuery("agentNotices");
  if (notices.isError) return <QueryProblem error={notices.error} onRetry={() => void notices.refetch()} />;
  if (!notices.data) return <Loader />;
  if (notices.data.length === 0) return <EmptyState title={t("agc_notices_empty")} />;
  return (
    <div className={centre.page} data-testid="agent-notices">
      {notices.data.map((notice) => (
        <article key={notice.id} className={`${centre.card} ${styles.notice}`} data-testid="agent-notice">
          <h4 className={styles.noticeTitle} dir="auto">
            {notice.title}
          </h4>
          <time className={centre.muted} dateTime={new Date(notice.time).toISOString()}>
            {formatZonedDateTime(new Date(notice.time), timeZone)}
          </time>
          <div
            className={`${noticeStyles.content} ${styles.noticeContent}`}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: notice HTML is sanitised by the server
            dangerouslySetInnerHTML={{ __html: notice.content }}
          />
        </article>
      ))}
    </div>
  );
}
