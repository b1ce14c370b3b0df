import { useTranslation } from "react-i18next";
import styles from "./toast-host.module.css";
import { dismissToast, useToastStore } from "./toast-store.ts";

/** The corner where success and failure messages appear (announced to screen readers). */
export function ToastHost() {
  const { t } = useTranslation();
  const toasts = useToastStore((state) => state.toasts);
  return (
    <div className={styles.host} aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={toast.kind === "ok" ? styles.ok : styles.error}
          role={toast.kind === "error" ? "alert" : "status"}
          data-testid="toast"
        >
          <span>{t(toast.key, toast.values)}</span>
          <button
            type="button"
            className={styles.close}
            onClick={() => dismissToast(toast.id)}
            aria-label={t("bo_close")}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
