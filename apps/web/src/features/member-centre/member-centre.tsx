import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../store/app-store.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import { Modal } from "../../ui/modal.tsx";
import { UnreadBadge } from "../inbox/unread-badge.tsx";
import { useUnreadCount } from "../inbox/use-unread-count.ts";
import { CountBadge } from "../missions/count-badge.tsx";
import { useMissionSummary } from "../missions/mission-queries.ts";
import styles from "./member-centre.module.css";
import { MEMBER_CENTRE_ENTRIES } from "./member-centre-entries.ts";
import { MEMBER_CENTRE_PAGES } from "./member-centre-pages.ts";
import { SecurityCentre } from "./security-centre.tsx";

function close(): void {
  useAppStore.setState({ memberCentrePage: null });
}

function ActivePage({ page }: { page: string }) {
  const { t } = useTranslation();
  if (page === "securityCenter") return <SecurityCentre />;
  const Page = MEMBER_CENTRE_PAGES[page];
  if (!Page) return <EmptyState title={t("member_centre_soon_title")} text={t("member_centre_soon_text")} />;
  return (
    <Suspense fallback={<Loader />}>
      <Page />
    </Suspense>
  );
}

/**
 * The member centre panel (spec §2): left menu of 13 entries (red count badges on messages,
 * the reward centre and missions), the page on the right, each page loaded when first opened, a
 * close button.
 */
export function MemberCentre({ page }: { page: string }) {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const { rewardsToClaim, missionsInProgress } = useMissionSummary();
  const active = MEMBER_CENTRE_ENTRIES.find((entry) => entry.page === page) ?? MEMBER_CENTRE_ENTRIES[0];
  return (
    <Modal
      open
      onClose={close}
      title={t("member_centre_title")}
      width={1000}
      height={560}
      testId="member-centre"
    >
      <div className={styles.layout}>
        <nav className={styles.menu} aria-label={t("member_centre_title")}>
          {MEMBER_CENTRE_ENTRIES.map((entry) => (
            <button
              key={entry.page}
              type="button"
              className={styles.entry}
              aria-current={entry === active ? "page" : undefined}
              data-testid={`mc-entry-${entry.page}`}
              onClick={() => useAppStore.setState({ memberCentrePage: entry.page })}
            >
              <span>{t(entry.labelKey)}</span>
              {entry.page === "messageV2" && <UnreadBadge count={unread} testId="mc-unread" />}
              {entry.page === "rewardCenter" && (
                <CountBadge
                  count={rewardsToClaim}
                  label={t("reward_badge_count", { count: rewardsToClaim })}
                  testId="mc-rewards-badge"
                />
              )}
              {entry.page === "missionLeaderboard" && (
                <CountBadge
                  count={missionsInProgress}
                  label={t("mission_badge_count", { count: missionsInProgress })}
                  testId="mc-missions-badge"
                />
              )}
            </button>
          ))}
        </nav>
        <section className={styles.content} data-testid={`mc-page-${active.page}`}>
          <h3 className={styles.pageTitle}>{t(active.labelKey)}</h3>
          <ActivePage key={active.page} page={active.page} />
        </section>
      </div>
    </Modal>
  );
}
