import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { keepPreviousData } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../api/api-hooks.ts";
import { useAppStore } from "../../store/app-store.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import page from "../../ui/page.module.css";
import { Pager } from "../../ui/pager.tsx";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { StatusBadge } from "../member-centre/status-badge.tsx";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import styles from "./feedback.module.css";

const PAGE_SIZE = 10;

/** "My feedback" (members): what they sent, newest first, each with the operators' reply or a wait badge. */
export function MyFeedback() {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const hasSession = useAppStore((state) => state.token !== null);
  const [pageNo, setPageNo] = useState(1);
  const list = useApiQuery(
    "myFeedback",
    { page: pageNo, pageSize: PAGE_SIZE },
    { enabled: hasSession, placeholderData: keepPreviousData, staleTime: 30_000 },
  );
  const data = list.data;
  const lastPage = data ? Math.max(1, data.totalPages) : null;
  const timeOf = (at: string) => <time dateTime={at}>{formatZonedDateTime(new Date(at), timeZone)}</time>;

  useEffect(() => {
    if (lastPage !== null && pageNo > lastPage) setPageNo(lastPage);
  }, [pageNo, lastPage]);

  return (
    <section className={page.card} aria-labelledby="my-feedback-title" data-testid="my-feedback">
      <h2 className={page.sectionTitle} id="my-feedback-title">
        {t("feedback_mine_title")}
      </h2>
      {list.isError && <QueryProblem error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loader />}
      {data?.rows.length === 0 && <EmptyState title={t("feedback_mine_empty")} />}
      {data && data.rows.length > 0 && (
        <ul className={styles.items}>
          {data.rows.map((item) => (
            <li key={item.id} className={styles.item} data-testid={`my-feedback-${item.id}`}>
              <div className={styles.itemHead}>
                <span className={styles.type}>{t(`feedback_type_${item.type}`)}</span>
                <StatusBadge
                  tone={item.reply === null ? "wait" : "good"}
                  text={t(item.reply === null ? "feedback_state_waiting" : "feedback_state_replied")}
                />
              </div>
              <dl className={styles.meta}>
                <div>
                  <dt>{t("feedback_reference")}</dt>
                  <dd>
                    <bdi>{item.reference}</bdi>
                  </dd>
                </div>
                <div>
                  <dt>{t("feedback_sent_at")}</dt>
                  <dd>{timeOf(item.createdAt)}</dd>
                </div>
              </dl>
              <p className={styles.text}>{item.content}</p>
              {item.reply !== null && (
                <div className={styles.reply} data-testid={`my-feedback-${item.id}-reply`}>
                  <span className={styles.replyHead}>
                    {t("feedback_reply")}
                    {item.repliedAt && <span className={styles.replyTime}>{timeOf(item.repliedAt)}</span>}
                  </span>
                  <p className={styles.text}>{item.reply}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Pager page={data.page} totalPages={data.totalPages} onPage={setPageNo} testId="my-feedback-pager" />
      )}
    </section>
  );
}
