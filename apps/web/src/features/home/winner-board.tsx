import { errorKeyOf } from "@orchid/contract/api-problems";
import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useTranslation } from "react-i18next";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { useMoney } from "../wallet/use-money.ts";
import { HomeListCard } from "./home-list-card.tsx";
import lists from "./home-lists.module.css";
import { useWinnerBoard } from "./use-winner-board.ts";
import styles from "./winner-board.module.css";

/** The winner board (spec §3 winner list): player, game name, prize and winning time. */
export function WinnerBoard() {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const money = useMoney();
  const winners = useWinnerBoard();
  const emptyText = winners.isPending
    ? t("loading")
    : winners.isError
      ? t(errorKeyOf(winners.error))
      : t("home_games_winners_none");
  return (
    <HomeListCard
      titleId="home-winners-title"
      title={t("home_games_winners_title")}
      emptyText={emptyText}
      head={
        <div className={`${styles.winner} ${styles.winnerHead}`} aria-hidden="true">
          <span className={styles.winnerPlayer}>{t("home_games_winner_player")}</span>
          <span className={styles.winnerGame}>{t("home_games_winner_game")}</span>
          <span className={styles.winnerPrize}>{t("home_games_winner_prize")}</span>
          <span className={styles.winnerTime}>{t("home_games_winner_time")}</span>
        </div>
      }
      items={(winners.data ?? []).map((winner) => (
        <li
          key={`${winner.wonAt}|${winner.player}|${winner.gameName}|${winner.prize}`}
          className={styles.winner}
          data-testid="winner-row"
        >
          {/* Cells align with the page's direction; the names inside keep their own. */}
          <span className={styles.winnerPlayer}>
            <bdi>{winner.player}</bdi>
          </span>
          <span className={`${lists.rowTitle} ${styles.winnerGame}`}>
            <bdi>{winner.gameName}</bdi>
          </span>
          <span className={styles.winnerPrize} data-minor={winner.prize}>
            {money.withSymbol(winner.prize)}
          </span>
          <time className={`${lists.rowTime} ${styles.winnerTime}`} dateTime={winner.wonAt}>
            <bdi>{formatZonedDateTime(new Date(winner.wonAt), timeZone)}</bdi>
          </time>
        </li>
      ))}
    />
  );
}
