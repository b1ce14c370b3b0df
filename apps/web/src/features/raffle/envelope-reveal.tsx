import { useTranslation } from "react-i18next";
import styles from "./raffle.module.css";

/**
 * The opened envelope: the amount rises out of it and settles (a short animation the stylesheet
 * leaves out for members who asked for less motion); announced to screen readers as it appears.
 */
export function EnvelopeReveal({ amount, testId }: { amount: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.reveal} role="status" data-testid={testId}>
      <span className={styles.revealFlap} aria-hidden="true" />
      <span className={styles.revealLabel}>{t("raffle_won_title")}</span>
      <strong className={styles.revealAmount}>{amount}</strong>
      <span className={styles.revealNote}>{t("raffle_won_note")}</span>
    </div>
  );
}
