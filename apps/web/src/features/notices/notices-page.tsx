import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useTranslation } from "react-i18next";
import { openNoticeModal } from "../../store/app-store.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import page from "../../ui/page.module.css";
import styles from "../home/home-lists.module.css";
import { useDocumentTitle } from "../layout/use-document-title.ts";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { useHomeNotice } from "./use-home-notice.ts";

/** `/noticePage`: every notice; a click opens the announcement modal at it. */
export function NoticesPage() {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const { notice, isPending } = useHomeNotice();
  useDocumentTitle(t("notice_title"));
  return (
    <div className={page.page} data-testid="notices-page">
      <h1 className={page.title}>{t("notice_title")}</h1>
      {!isPending && notice.player.length === 0 ? (
        <EmptyState title={t("notice_none")} />
      ) : (
        <section className={page.card}>
          <ul className={styles.list}>
            {notice.player.map((entry, index) => (
              <li key={entry.id}>
                <button type="button" className={styles.row} onClick={() => openNoticeModal(index)}>
                  <span className={styles.rowTitle}>{entry.title}</span>
                  <time className={styles.rowTime} dateTime={new Date(entry.time).toISOString()}>
                    {formatZonedDateTime(new Date(entry.time), timeZone)}
                  </time>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
