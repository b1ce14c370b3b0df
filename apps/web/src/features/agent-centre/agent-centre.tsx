import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../api/api-hooks.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import { Modal } from "../../ui/modal.tsx";
import styles from "../member-centre/member-centre.module.css";
import own from "./agent-centre.module.css";
import { activeAgentItem, visibleAgentItems } from "./agent-centre-items.ts";
import { AGENT_CENTRE_PAGES } from "./agent-centre-pages.tsx";
import { closeAgentCentre, showAgentPage } from "./agent-centre-store.ts";

function ActivePage({ page }: { page: string }) {
  const { t } = useTranslation();
  const Page = AGENT_CENTRE_PAGES[page];
  if (!Page) return <EmptyState title={t("member_centre_soon_title")} text={t("member_centre_soon_text")} />;
  return (
    <Suspense fallback={<Loader />}>
      <Page />
    </Suspense>
  );
}

/**
 * The agent centre panel (spec §2): the "agent" menu on the left (the contract items only while
 * the consolidated settings switch them on), the chosen page on the right, team overview first.
 * It shares the member centre's look, so the two read as one product.
 */
export function AgentCentre({ page }: { page: string }) {
  const { t } = useTranslation();
  const consolidated = useApiQuery("consolidatedFunds");
  const items = visibleAgentItems(consolidated.data);
  const active = activeAgentItem(items, page);
  return (
    <Modal
      open
      onClose={closeAgentCentre}
      title={t("agc_title")}
      width={1100}
      height={600}
      testId="agent-centre"
    >
      <div className={styles.layout}>
        <nav className={styles.menu} aria-labelledby="agent-centre-menu">
          <p id="agent-centre-menu" className={own.menuTitle}>
            {t("agc_menu_title")}
          </p>
          {items.map((item) => (
            <button
              key={item.page}
              type="button"
              className={styles.entry}
              aria-current={item === active ? "page" : undefined}
              data-testid={`ac-entry-${item.page}`}
              onClick={() => showAgentPage(item.page)}
            >
              <span>{t(item.labelKey)}</span>
            </button>
          ))}
        </nav>
        <section className={styles.content} data-testid={`ac-page-${active.page}`}>
          <h3 className={styles.pageTitle}>{t(active.labelKey)}</h3>
          <ActivePage key={active.page} page={active.page} />
        </section>
      </div>
    </Modal>
  );
}
