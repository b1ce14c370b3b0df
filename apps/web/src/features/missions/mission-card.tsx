import type { TMission } from "@orchid/contract/missions";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../store/app-store.ts";
import { StatusBadge } from "../member-centre/status-badge.tsx";
import { goalText, isEndingSoon, missionTimeText, rewardValueText } from "./mission-format.ts";
import { MissionProgress } from "./mission-progress.tsx";
import styles from "./missions.module.css";
import type { TMissionFormatHook } from "./use-mission-format.ts";

/** Opens the reward centre in the member centre, where a done mission's reward waits. */
export function openRewardCentre(): void {
  useAppStore.setState({ memberCentrePage: "rewardCenter" });
}

type TMissionCardProps = {
  mission: TMission;
  format: TMissionFormatHook;
  now: number;
};

/**
 * One mission: name, period, description, what counts, progress in its unit, the reward and the
 * time left; once done, a note that its reward waits in the reward centre, with a link there.
 * The game type labels come with the page (member-centre-pages.ts loads the games catalogue part).
 */
export function MissionCard({ mission, format, now }: TMissionCardProps) {
  const { t } = useTranslation();
  const isDone = mission.state === "done";
  const time = missionTimeText(mission, now, format);
  const isSoon = !isDone && isEndingSoon(mission.endsAt, now);
  return (
    <li
      className={isDone ? `${styles.mission} ${styles.missionDone}` : styles.mission}
      data-testid={`mission-${mission.id}`}
      data-state={mission.state}
    >
      <div className={styles.missionHead}>
        <h5 className={styles.name}>
          <bdi>{mission.name}</bdi>
        </h5>
        <span className={styles.period}>{t(`mission_period_${mission.period}`)}</span>
      </div>
      {mission.description && <p className={styles.description}>{mission.description}</p>}
      <p className={styles.goal}>{goalText(mission, format)}</p>
      <MissionProgress mission={mission} format={format} testId={`mission-${mission.id}-progress`} />
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t("mission_reward")}</dt>
          <dd className={styles.reward} data-testid={`mission-${mission.id}-reward`}>
            {rewardValueText(mission.reward, mission.rewardUnit, format)}
          </dd>
        </div>
        {time && (
          <div className={styles.fact}>
            <dt>{t("mission_time")}</dt>
            <dd className={isSoon ? styles.soon : undefined} data-testid={`mission-${mission.id}-time`}>
              {mission.endsAt ? <time dateTime={mission.endsAt}>{time}</time> : time}
            </dd>
          </div>
        )}
      </dl>
      {isDone && (
        <div className={styles.doneRow}>
          <StatusBadge tone="good" text={t("mission_state_done")} testId={`mission-${mission.id}-done`} />
          <span className={styles.doneText}>{t("mission_done_text")}</span>
          <button type="button" className={styles.link} onClick={openRewardCentre}>
            {t("mission_go_rewards")}
          </button>
        </div>
      )}
    </li>
  );
}
