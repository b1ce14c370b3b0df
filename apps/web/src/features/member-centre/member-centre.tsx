import { useTranslation } from "react-i18next";
import { useAppStore } from "../../store/app-store.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Modal } from "../../ui/modal.tsx";
import styles from "./member-centre.module.css";
import { MEMBER_CENTRE_ENTRIES } from "./member-centre-entries.ts";
import { SecurityCentre } from "./security-centre.tsx";

function close(): void {
  useAppStore.setState({ memberCentrePage: null });
}

/** The member centre panel (spec §2): left menu of 13 entries, the page on the right, a close button. */
export function MemberCentre({ page }: { page: string }) {
  const { t } = useTranslation();
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
              {t(entry.labelKey)}
            </button>
          ))}
        </nav>
        <section className={styles.content} data-testid={`mc-page-${active.page}`}>
          <h3 className={styles.pageTitle}>{t(active.labelKey)}</h3>
          {active.page === "securityCenter" ? (
            <SecurityCentre />
          ) : (
            <EmptyState title={t("member_centre_soon_title")} text={t("member_centre_soon_text")} />
          )}
        </section>
      </div>
    </Modal>
  );
}
