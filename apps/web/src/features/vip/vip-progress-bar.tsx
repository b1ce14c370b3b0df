import { useTranslation } from "react-i18next";
import bonus from "../bonus/bonus.module.css";
import type { TWageringProgress } from "../bonus/wagering-progress.ts";
import type { TMissionFormatHook } from "../missions/use-mission-format.ts";

type TVipProgressBarProps = {
  label: string;
  progress: TWageringProgress;
  /** The last 30 days' figure and the next rank's threshold, minor units. */
  counted: number;
  required: number;
  format: TMissionFormatHook;
  testId: string;
};

/** One threshold of the next rank: the share reached, the bar (the bonus grants' look), "K 300.00 of K 1,000.00". */
export function VipProgressBar({ label, progress, counted, required, format, testId }: TVipProgressBarProps) {
  const { t } = useTranslation();
  const shown = format.percent(progress.percent);
  const amounts = t("vip_progress_amounts", {
    counted: format.money(Math.max(0, counted)),
    required: format.money(required),
  });
  return (
    <div className={bonus.progress} data-testid={testId}>
      <div className={bonus.progressHead}>
        <span>{label}</span>
        <span className={bonus.progressPercent}>{shown}</span>
      </div>
      <div
        className={bonus.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={t("vip_progress_value", { amounts, percent: shown })}
      >
        <span
          className={progress.isMet ? `${bonus.fill} ${bonus.fillMet}` : bonus.fill}
          style={{ inlineSize: `${progress.ratio * 100}%` }}
        />
      </div>
      <span className={bonus.progressText}>{amounts}</span>
    </div>
  );
}
