import { useTranslation } from "react-i18next";
import styles from "./unread-badge.module.css";

/** The red count badge (spec §2): shown only when the count is above zero; 99+ past 99. */
export function UnreadBadge({ count, testId }: { count: number; testId?: string }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className={styles.badge} data-testid={testId} title={t("inbox_unread_count", { count })}>
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="visually-hidden">{t("inbox_unread_count", { count })}</span>
    </span>
  );
}
