import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { openNoticeModal } from "../../store/app-store.ts";
import { NavIcon } from "../navigation/nav-icon.tsx";
import { useHomeNotice } from "../notices/use-home-notice.ts";
import styles from "./notice-marquee.module.css";

const SECONDS_PER_CHARACTER = 0.22;
const MIN_SECONDS = 18;

/** Notice titles scrolling across the header; a click opens the announcement at that notice. */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const notices = useHomeNotice().notice.player;
  const length = notices.reduce((sum, notice) => sum + notice.title.length + 8, 0);
  const duration = Math.max(MIN_SECONDS, length * SECONDS_PER_CHARACTER);
  const titles = (isCopy: boolean) =>
    notices.map((notice, index) => (
      <button
        key={notice.id}
        type="button"
        className={styles.title}
        tabIndex={isCopy ? -1 : undefined}
        onClick={() => openNoticeModal(index)}
      >
        {notice.title}
      </button>
    ));

  return (
    <section className={styles.marquee} data-testid="notice-marquee" aria-label={t("notice_marquee_label")}>
      <span className={styles.icon}>
        <NavIcon name="NOTICE" size={18} />
      </span>
      <div className={styles.viewport}>
        {notices.length === 0 ? (
          <span className={styles.empty}>{t("notice_none")}</span>
        ) : (
          <div className={styles.track} style={{ "--marquee-duration": `${duration}s` } as CSSProperties}>
            <div className={styles.group}>{titles(false)}</div>
            <div className={styles.group} aria-hidden="true">
              {titles(true)}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
