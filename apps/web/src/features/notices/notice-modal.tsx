import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { closeNoticeModal, useAppStore } from "../../store/app-store.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Modal } from "../../ui/modal.tsx";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import styles from "./notice-modal.module.css";
import { pageCount, pageOfIndex, pageRange } from "./notice-paging.ts";
import { useHomeNotice } from "./use-home-notice.ts";

/** The announcement modal: paged titles on the left, the chosen notice on the right (spec §2). */
export function NoticeModal() {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const notices = useHomeNotice().notice.player;
  const startIndex = useAppStore((state) => state.noticeIndex);
  const [page, setPage] = useState(() => pageOfIndex(startIndex, notices.length));
  const [selected, setSelected] = useState<number | null>(notices.length > 0 ? startIndex : null);
  const [lastClicked, setLastClicked] = useState<number | null>(null);
  const pages = pageCount(notices.length);
  const [start, end] = pageRange(page, notices.length);
  const current = selected === null ? undefined : notices[selected];

  /** A click shows a notice; clicking the same item again collapses it. */
  function handleItemClick(index: number) {
    const isCollapse = index === selected && index === lastClicked;
    setSelected(isCollapse ? null : index);
    setLastClicked(isCollapse ? null : index);
  }

  return (
    <Modal
      open
      onClose={closeNoticeModal}
      title={t("notice_title")}
      width={920}
      height={480}
      testId="notice-modal"
    >
      {notices.length === 0 ? (
        <EmptyState title={t("notice_none")} />
      ) : (
        <div className={styles.layout}>
          <div className={styles.side}>
            <ul className={styles.list}>
              {notices.slice(start, end).map((notice, offset) => {
                const index = start + offset;
                return (
                  <li key={notice.id}>
                    <button
                      type="button"
                      className={index === selected ? styles.itemActive : styles.item}
                      data-testid="notice-item"
                      aria-expanded={index === selected}
                      aria-controls="notice-detail"
                      onClick={() => handleItemClick(index)}
                    >
                      <bdi>{notice.title}</bdi>
                    </button>
                  </li>
                );
              })}
            </ul>
            <div className={styles.pager}>
              <button
                type="button"
                className={styles.pageButton}
                data-testid="notice-page-prev"
                disabled={page === 0}
                aria-label={t("pager_previous")}
                onClick={() => setPage(page - 1)}
              >
                ‹
              </button>
              <span className={styles.pageInfo}>{t("pager_of", { page: page + 1, count: pages })}</span>
              <button
                type="button"
                className={styles.pageButton}
                data-testid="notice-page-next"
                disabled={page >= pages - 1}
                aria-label={t("pager_next")}
                onClick={() => setPage(page + 1)}
              >
                ›
              </button>
            </div>
          </div>
          <div id="notice-detail" className={styles.detail} aria-live="polite">
            {current ? (
              <article data-testid="notice-detail">
                <h3 className={styles.detailTitle} dir="auto">
                  {current.title}
                </h3>
                <time className={styles.time} dateTime={new Date(current.time).toISOString()}>
                  {formatZonedDateTime(new Date(current.time), timeZone)}
                </time>
                <div
                  className={styles.content}
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: notice HTML is sanitised by the server
                  dangerouslySetInnerHTML={{ __html: current.content }}
                />
              </article>
            ) : (
              <p className={styles.hint}>{t("notice_choose")}</p>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
