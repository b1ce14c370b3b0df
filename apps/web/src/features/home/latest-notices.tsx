import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatZonedDateTime } from "../../i18n/zoned-time.ts";
import { openNoticeModal } from "../../store/app-store.ts";
import page from "../../ui/page.module.css";
import { useHomeNotice } from "../notices/use-home-notice.ts";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import styles from "./home-lists.module.css";

const SHOWN = 5;

/** The newest notices; each opens the announcement modal at that notice. */
export function LatestNotices() {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const notices = useHomeNotice().notice.player;
  return (
    <section className={page.card} aria-labelledby="home-notices-title">
      <div className={styles.head}>
        <h2 id="home-notices-title" className={page.sectionTitle}>
          {t("notice_title")}
        </h2>
        <Link to="/noticePage" className={styles.more}>
          {t("view_all")}
        </Link>
      </div>
      {notices.length === 0 ? (
        <p className={styles.empty}>{t("notice_none")}</p>
      ) : (
        <ul className={styles.list}>
          {notices.slice(0, SHOWN).map((notice, index) => (
            <li key={notice.id}>
              <button type="button" className={styles.row} onClick={() => openNoticeModal(index)}>
                <bdi className={styles.rowTitle}>{notice.title}</bdi>
                <time className={styles.rowTime} dateTime={new Date(notice.time).toISOString()}>
                  {formatZonedDateTime(new Date(notice.time), timeZone).slice(0, 10)}
                </time>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
