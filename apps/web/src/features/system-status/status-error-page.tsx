import { errorKeyOf } from "@orchid/contract/api-problems";
import { useTranslation } from "react-i18next";
import buttonStyles from "../../ui/button.module.css";
import { StatusArt } from "./status-art.tsx";
import styles from "./status-page.module.css";

type TStatusErrorPageProps = { error: unknown; isRetrying: boolean; onRetry: () => void };

/** The status call failed: say why in the visitor's language and offer a retry, never a blank page. */
export function StatusErrorPage({ error, isRetrying, onRetry }: TStatusErrorPageProps) {
  const { t } = useTranslation();
  return (
    <main className={styles.page} data-testid="status-error-page">
      <section className={styles.card} aria-labelledby="status-error-title" aria-live="polite">
        <StatusArt kind="offline" />
        <h1 id="status-error-title" className={styles.title}>
          {t("startup_failed_title")}
        </h1>
        <p className={styles.text}>{t(errorKeyOf(error))}</p>
        <div className={styles.actions}>
          <button type="button" className={buttonStyles.primary} onClick={onRetry} disabled={isRetrying}>
            {t(isRetrying ? "loading" : "retry")}
          </button>
        </div>
      </section>
    </main>
  );
}
