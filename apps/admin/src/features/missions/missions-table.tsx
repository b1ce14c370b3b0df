import { useTranslation } from "react-i18next";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { useConsoleStore } from "../../store/console-store.ts";
import { ResultsTable } from "../../ui/results-table.tsx";
import { useFormatCash } from "../points/use-format-cash.ts";
import type { TConsoleMissionValue } from "./mission-draft.ts";
import { gameTypeKey, missionTextIn, rewardText, targetText } from "./mission-text.ts";
import styles from "./missions.module.css";
import { PERIOD_KEYS } from "./missions-vocabulary.ts";

const COLUMNS = [
  "bo_missions_col_mission",
  "bo_missions_col_period",
  "bo_missions_col_goal",
  "bo_missions_col_reward",
  "bo_missions_col_claim_days",
  "bo_status",
  "bo_missions_col_done",
  "bo_missions_col_claimed",
  "bo_missions_col_sort",
  "bo_action",
];
const END_COLUMNS = new Set([
  "bo_missions_col_reward",
  "bo_missions_col_claim_days",
  "bo_missions_col_done",
  "bo_missions_col_claimed",
  "bo_missions_col_sort",
  "bo_action",
]);

/**
 * The merchant's missions in the order members see them: what each counts and over which period,
 * what it pays, how long a reward waits, and how often it was done and its rewards claimed.
 */
export function MissionsTable(props: {
  rows: TConsoleMissionValue[];
  canWrite: boolean;
  onEdit: (mission: TConsoleMissionValue) => void;
}) {
  const { t } = useTranslation();
  const language = useConsoleStore((state) => state.language);
  const count = useFormatNumber();
  const cash = useFormatCash();
  const format = { cash, count };
  return (
    <ResultsTable
      classNames={{ table: styles.table, end: styles.number }}
      columns={COLUMNS}
      endColumns={END_COLUMNS}
      testId="missions-table"
    >
      {props.rows.map((mission) => {
        const target = targetText(mission.goal, mission.target, format);
        const reward = rewardText(mission.reward, mission.rewardUnit, format);
        const games = gameTypeKey(mission.goal, mission.gameType);
        return (
          <tr key={mission.id} data-testid={`mission-${mission.id}`}>
            <td className={styles.nameCell}>
              {missionTextIn(mission.name, language) || `#${mission.id}`}
              <span className={styles.sub}>#{mission.id}</span>
            </td>
            <td className={styles.nowrap}>{t(PERIOD_KEYS[mission.period])}</td>
            <td>
              <span className={styles.nowrap}>{t(target.key, target.values)}</span>
              {games && (
                <span className={styles.sub}>
                  {t(games)}
                  {mission.gameType && ` (${mission.gameType})`}
                </span>
              )}
            </td>
            <td className={styles.number}>{t(reward.key, reward.values)}</td>
            <td className={styles.number}>{count(mission.claimDays)}</td>
            <td>
              <span className={mission.enabled ? "badge badge-ok" : "badge"}>
                {t(mission.enabled ? "bo_missions_on" : "bo_missions_off")}
              </span>
            </td>
            <td className={styles.number}>{count(mission.done)}</td>
            <td className={styles.number}>{count(mission.claimed)}</td>
            <td className={styles.number}>{count(mission.sort)}</td>
            <td>
              <div className={styles.actions}>
                {props.canWrite && (
                  <button
                    type="button"
                    className="btn btn-small"
                    onClick={() => props.onEdit(mission)}
                    data-testid={`mission-${mission.id}-edit`}
                  >
                    {t("bo_missions_edit")}
                  </button>
                )}
              </div>
            </td>
          </tr>
        );
      })}
    </ResultsTable>
  );
}
