import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useTranslation } from "react-i18next";
import { openNoticeModal } from "../../store/app-store.ts";
import { useHomeNotice } from "../notices/use-home-notice.ts";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { HomeListCard } from "./home-list-card.tsx";
import styles from "./home-lists.module.css";

const SHOWN = 5;

/** The newest notices; each opens the announcement modal at that notice. */
export function LatestNotices() {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const notices = useHomeNotice().notice.player;
  return (
    <HomeListCard
      titleId="home-notices-title"
      title={t("notice_title")}
      more={{ to: "/noticePage", label: t("view_all") }}
      emptyText={t("notice_none")}
      items={notices.slice(0, SHOWN).map((notice, index) => (
        <li key={notice.id}>
          <button type="button" className={styles.row} onClick={() => openNoticeModal(index)}>
            <bdi className={styles.rowTitle}>{notice.title}</bdi>
            <time className={styles.rowTime} dateTime={new Date(notice.time).toISOString()}>
              {formatZonedDateTime(new Date(notice.time), timeZone).slice(0, 10)}
            </time>
          </button>
        </li>
      ))}
    />
  );
}
