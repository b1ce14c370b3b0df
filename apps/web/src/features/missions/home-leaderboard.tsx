import { useTranslation } from "react-i18next";
import page from "../../ui/page.module.css";
import { openMemberCentre } from "../member/action-gate.ts";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { LeaderboardRows, useBoardCaption, useBoardNote } from "./leaderboard.tsx";
import { useLeaderboard } from "./mission-queries.ts";
import styles from "./missions.module.css";

/**
 * The home page's "Top players this week": the week's leaders by valid bet, names masked, in two
 * columns from a tablet up; a link to the missions where the member centre is on.
 */
export function HomeLeaderboard() {
  const { t } = useTranslation();
  const { toggles } = useSiteInfo();
  const board = useLeaderboard("week");
  const caption = useBoardCaption(board.data);
  const note = useBoardNote(board);
  // Two columns of five from a tablet up: the top ten at most.
  const rows = board.data?.rows.slice(0, 10) ?? [];
  return (
    <section className={page.card} aria-labelledby="home-leaderboard-title" data-testid="home-leaderboard">
      <div className={styles.homeHead}>
        <h2 id="home-leaderboard-title" className={page.sectionTitle}>
          {t("leaderboard_home_title")}
        </h2>
        {caption && <p className={styles.range}>{caption}</p>}
      </div>
      {rows.length === 0 ? (
        <p className={styles.empty}>{note}</p>
      ) : (
        <LeaderboardRows rows={rows} isCompact className={styles.homeBoard} testId="home-leaderboard-rows" />
      )}
      {toggles.has("MEMBERCENTRE") && (
        <div className={styles.homeFoot}>
          <button
            type="button"
            className={styles.link}
            data-testid="home-leaderboard-missions"
            onClick={() => openMemberCentre("missionLeaderboard")}
          >
            {t("leaderboard_see_missions")}
          </button>
        </div>
      )}
    </section>
  );
}
