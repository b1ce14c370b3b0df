import type { TMission } from "@orchid/contract/missions";
import { useTranslation } from "react-i18next";
import bonus from "../bonus/bonus.module.css";
import { missionProgress, progressText } from "./mission-format.ts";
import type { TMissionFormatHook } from "./use-mission-format.ts";

type TMissionProgressProps = {
  mission: Pick<TMission, "goal" | "progress" | "target" | "state">;
  format: TMissionFormatHook;
  testId?: string;
};

/**
 * A mission's progress: the share done, the bar (the bonus grants' look), and "K 300.00 of
 * K 1,000.00" or "2 days of 7 days" under it.
 */
export function MissionProgress({ mission, format, testId }: TMissionProgressProps) {
  const { t } = useTranslation();
  const progress = missionProgress(mission);
  const shown = format.percent(progress.percent);
  const amounts = progressText(mission, format);
  return (
    <div className={bonus.progress} data-testid={testId}>
      <div className={bonus.progressHead}>
        <span>{t("mission_progress_label")}</span>
        <span className={bonus.progressPercent}>{shown}</span>
      </div>
      <div
        className={bonus.track}
        role="progressbar"
        aria-label={t("mission_progress_label")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={t("mission_progress_value", { amounts, percent: shown })}
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
