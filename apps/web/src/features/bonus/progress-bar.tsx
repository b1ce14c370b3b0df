import { useTranslation } from "react-i18next";
import styles from "./bonus.module.css";
import type { TWageringProgress } from "./wagering-progress.ts";

type TProgressBarProps = {
  progress: TWageringProgress;
  /** Turnover counted and needed, minor units. */
  counted: number;
  required: number;
  /** Minor units with the currency symbol. */
  money: (minor: number) => string;
  /** A whole percent in the member's locale. */
  percent: (whole: number) => string;
  testId?: string;
};

/** A grant's wagering progress: what share is played, the bar, and "K 300.00 of K 750.00" under it. */
export function ProgressBar({ progress, counted, required, money, percent, testId }: TProgressBarProps) {
  const { t } = useTranslation();
  const amounts = { counted: money(Math.max(0, counted)), required: money(required) };
  const shown = percent(progress.percent);
  return (
    <div className={styles.progress} data-testid={testId}>
      <div className={styles.progressHead}>
        <span>{t("bonus_progress_label")}</span>
        <span className={styles.progressPercent}>{shown}</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t("bonus_progress_label")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={t("bonus_progress_value", { ...amounts, percent: shown })}
      >
        <span
          className={progress.isMet ? `${styles.fill} ${styles.fillMet}` : styles.fill}
          style={{ inlineSize: `${progress.ratio * 100}%` }}
        />
      </div>
      <span className={styles.progressText}>{t("bonus_progress_amounts", amounts)}</span>
    </div>
  );
}
