import { useTranslation } from "react-i18next";
import styles from "./pager.module.css";

type TPagerProps = {
  /** 1-based, as the API pages. */
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  testId?: string;
};

/** Previous / next paging of a server-paged list; hidden when there is a single page. */
export function Pager({ page, totalPages, onPage, testId }: TPagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t("pager_label")} data-testid={testId}>
      <button
        type="button"
        className={styles.pageButton}
        disabled={page <= 1}
        aria-label={t("pager_previous")}
        data-testid={testId ? `${testId}-prev` : undefined}
        onClick={() => onPage(page - 1)}
      >
        ‹
      </button>
      <span className={styles.pageInfo} aria-live="polite">
        {t("pager_of", { page, count: totalPages })}
      </span>
      <button
        type="button"
        className={styles.pageButton}
        disabled={page >= totalPages}
        aria-label={t("pager_next")}
        data-testid={testId ? `${testId}-next` : undefined}
        onClick={() => onPage(page + 1)}
      >
        ›
      </button>
    </nav>
  );
}
