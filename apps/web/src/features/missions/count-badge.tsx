import styles from "../inbox/unread-badge.module.css";

/**
 * A red count badge (spec §2) like the messages entry's: shown only when the count is above zero,
 * 99+ past 99; `label` says what is counted (already translated).
 */
export function CountBadge({ count, label, testId }: { count: number; label: string; testId?: string }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} data-testid={testId} title={label}>
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
