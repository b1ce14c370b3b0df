import { useTranslation } from "react-i18next";
import buttonStyles from "../../ui/button.module.css";
import centre from "../../ui/centre-page.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { MissionLeaderboard } from "./leaderboard.tsx";
import { MissionCard, openRewardCentre } from "./mission-card.tsx";
import { orderMissions } from "./mission-format.ts";
import { useMissionSummary, useMissions } from "./mission-queries.ts";
import styles from "./missions.module.css";
import { useMissionFormat } from "./use-mission-format.ts";
import { useNow } from "./use-now.ts";

/**
 * Missions (missionLeaderboard): a note when rewards wait to be claimed, the running missions
 * with their progress (those in progress first), then the day's or week's leaderboard.
 */
export function MissionsPage() {
  const { t } = useTranslation();
  const format = useMissionFormat();
  const now = useNow();
  const missions = useMissions();
  const summary = useMissionSummary();
  const waiting = summary.rewardsToClaim;
  const inProgress = missions.data?.filter((mission) => mission.state === "in_progress").length ?? 0;
  return (
    <div className={centre.page} data-testid="missions">
      {waiting > 0 && (
        <div className={centre.notice} role="note" data-testid="missions-rewards-waiting">
          <p>{t("mission_rewards_waiting", { count: format.count(waiting) })}</p>
          <button type="button" className={buttonStyles.gold} onClick={openRewardCentre}>
            {t("mission_go_rewards")}
          </button>
        </div>
      )}
      <section className={centre.card} aria-labelledby="missions-title" data-testid="missions-list">
        <div className={centre.cardHead}>
          <h4 className={centre.cardTitle} id="missions-title">
            {t("mission_list_title")}
          </h4>
          {missions.data && missions.data.length > 0 && (
            <span className={centre.muted} data-testid="missions-in-progress">
              {t("mission_in_progress_count", { count: format.count(inProgress) })}
            </span>
          )}
        </div>
        {missions.isError && <QueryProblem error={missions.error} onRetry={() => void missions.refetch()} />}
        {missions.isPending && <Loader />}
        {missions.data &&
          (missions.data.length === 0 ? (
            <EmptyState title={t("mission_empty")} text={t("mission_empty_text")} />
          ) : (
            <ul className={styles.missions}>
              {orderMissions(missions.data).map((mission) => (
                <MissionCard key={mission.id} mission={mission} format={format} now={now} />
              ))}
            </ul>
          ))}
      </section>
      <MissionLeaderboard />
    </div>
  );
}
