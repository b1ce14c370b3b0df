import { type CSSProperties, type MouseEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { openNoticeModal } from "../../store/app-store.ts";
import { NavIcon } from "../navigation/nav-icon.tsx";
import { useHomeNotice } from "../notices/use-home-notice.ts";
import styles from "./notice-marquee.module.css";

const STEP_MS = 3500;

/**
 * Notice titles rolling through the header one at a time (each rests long enough to read and
 * click); a click opens the announcement at that notice. Hover or focus pauses it. Only the
 * notices flagged for the marquee roll here; the announcement still lists every player notice.
 */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const player = useHomeNotice().notice.player;
  /** Marquee notices with their place in the full player list, which the announcement pages through. */
  const notices = player
    .map((notice, listIndex) => ({ notice, listIndex }))
    .filter(({ notice }) => notice.marquee);
  const [current, setCurrent] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const count = notices.length;

  useEffect(() => {
    if (isPaused || count < 2) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), STEP_MS);
    return () => window.clearInterval(timer);
  }, [isPaused, count]);

  const shown = count === 0 ? 0 : current % count;
  const shownListIndex = notices[shown]?.listIndex ?? 0;

  /** A press anywhere on the strip (outside its buttons) opens the announcement at the shown notice. */
  function handleStripClick(event: MouseEvent<HTMLElement>) {
    if ((event.target as Element).closest("button")) return;
    openNoticeModal(shownListIndex);
  }
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the whole strip is a larger pointer target; its buttons carry keyboard access
    <section
      className={styles.marquee}
      onClick={handleStripClick}
      data-testid="notice-marquee"
      aria-label={t("notice_marquee_label")}
      onPointerEnter={() => setIsPaused(true)}
      onPointerLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
    >
      <button
        type="button"
        className={styles.icon}
        aria-label={t("notice_open_all")}
        onClick={() => openNoticeModal(shownListIndex)}
      >
        <NavIcon name="NOTICE" size={18} />
      </button>
      <div className={styles.viewport}>
        {count === 0 ? (
          <span className={styles.empty}>{t("notice_none")}</span>
        ) : (
          <ul className={styles.track} style={{ "--notice-index": shown } as CSSProperties}>
            {notices.map(({ notice, listIndex }, index) => (
              <li key={notice.id} className={styles.line} aria-hidden={index !== shown}>
                <button
                  type="button"
                  className={styles.title}
                  tabIndex={index === shown ? 0 : -1}
                  onClick={() => openNoticeModal(listIndex)}
                >
                  <bdi>{notice.title}</bdi>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
