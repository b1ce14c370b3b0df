import { errorKeyOf } from "@orchid/contract/api-problems";
import { useTranslation } from "react-i18next";
import form from "./auth-form.module.css";
import buttonStyles from "./button.module.css";
import styles from "./centre-page.module.css";

/** A list or figure that failed to load: the server's reason in the member's language, and retry. */
export function QueryProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice} role="alert" data-testid="query-problem">
      <p className={form.error}>{t(errorKeyOf(error))}</p>
      <button type="button" className={buttonStyles.ghost} onClick={onRetry}>
        {t("retry")}
      </button>
    </div>
  );
}
