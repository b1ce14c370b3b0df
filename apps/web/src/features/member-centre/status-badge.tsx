import styles from "./status-badge.module.css";

export type TBadgeTone = "good" | "bad" | "wait" | "neutral";

/** A coloured status label (order, payout, record); the text is already translated. */
export function StatusBadge({ tone, text, testId }: { tone: TBadgeTone; text: string; testId?: string }) {
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-testid={testId}>
      {text}
    </span>
  );
}
