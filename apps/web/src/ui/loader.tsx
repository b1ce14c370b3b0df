import { useTranslation } from "react-i18next";
import styles from "./loader.module.css";

/** Loading indicator; `overlay` covers the page (the spec's loader overlay), else it sits inline. */
export function Loader({ isOverlay = false }: { isOverlay?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={isOverlay ? styles.overlay : styles.inline}
      role="status"
      aria-live="polite"
      aria-label={t("loading")}
    >
      <span className={styles.spinner} aria-hidden="true" />
    </div>
  );
}
