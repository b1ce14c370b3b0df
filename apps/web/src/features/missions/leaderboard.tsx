import { errorKeyOf } from "@orchid/contract/api-problems";
import type { TValueOf } from "@orchid/contract/endpoint-io";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import centre from "../../ui/centre-page.module.css";
import { Loader } from "../../ui/loader.tsx";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { useMoney } from "../wallet/use-money.ts";
import { leaderboardDays } from "./leaderboard-days.ts";
import { type TLeaderboardPeriod, useLeaderboard } from "./mission-queries.ts";
import styles from "./missions.module.css";

type TLeaderboard = TValueOf<"missionLeaderboard">;

const PERIODS: readonly TLeaderboardPeriod[] = ["day", "week"];

const RANK_CLASS: Record<number, string | undefined> = {
  1: styles.rank1,
  2: styles.rank2,
  3: styles.rank3,
};

/** "2025-03-10 – 2025-03-16 · Ranked by valid bet" (one date for a day's board), in the merchant's zone. */
export function useBoardCaption(board: TLeaderboard | undefined): string | null {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  if (!board) return null;
  const days = leaderboardDays(board.from, board.to, timeZone);
  const range = days.from === days.to ? days.from : t("leaderboard_range", days);
  return t("leaderboard_caption", { range });
}

type TLeaderboardRowsProps = {
  rows: TLeaderboard["rows"];
  /** Without the column labels (the home block). */
  isCompact?: boolean;
  className?: string;
  testId?: string;
};

/** The ranked rows: rank (the top three marked), masked player, valid bet. */
export function LeaderboardRows({ rows, isCompact = false, className, testId }: TLeaderboardRowsProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <>
      {!isCompact && (
        <div className={`${styles.row} ${styles.head}`} aria-hidden="true">
          <span className={styles.rank}>{t("leaderboard_rank")}</span>
          <span className={styles.player}>{t("leaderboard_player")}</span>
          <span className={styles.value}>{t("leaderboard_valid_bet")}</span>
        </div>
      )}
      <ol className={className ? `${styles.board} ${className}` : styles.board} data-testid={testId}>
        {rows.map((row) => {
          const rankClass = RANK_CLASS[row.rank];
          return (
            <li key={`${row.rank}|${row.player}`} className={styles.row} data-testid="leaderboard-row">
              <span
                className={rankClass ? `${styles.rank} ${rankClass}` : styles.rank}
                title={t("leaderboard_rank_value", { rank: row.rank })}
              >
                {row.rank}
              </span>
              <span className={styles.player}>
                <bdi>{row.player}</bdi>
              </span>
              <span className={styles.value} data-minor={row.value}>
                {money.withSymbol(row.value)}
              </span>
            </li>
          );
        })}
      </ol>
    </>
  );
}

/** The leaderboard under the missions: the day's or the week's top players by valid bet. */
export function MissionLeaderboard() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<TLeaderboardPeriod>("week");
  const board = useLeaderboard(period);
  const caption = useBoardCaption(board.data);
  return (
    <section
      className={centre.card}
      aria-labelledby="mission-leaderboard-title"
      data-testid="mission-leaderboard"
    >
      <div className={centre.cardHead}>
        <h4 className={centre.cardTitle} id="mission-leaderboard-title">
          {t("leaderboard_title")}
        </h4>
        <fieldset className={`${centre.group} ${centre.chips}`}>
          <legend className="visually-hidden">{t("leaderboard_period")}</legend>
          {PERIODS.map((choice) => (
            <button
              key={choice}
              type="button"
              className={centre.chip}
              aria-pressed={choice === period}
              data-testid={`leaderboard-period-${choice}`}
              onClick={() => setPeriod(choice)}
            >
              {t(`leaderboard_period_${choice}`)}
            </button>
          ))}
        </fieldset>
      </div>
      {caption && <p className={styles.range}>{caption}</p>}
      {board.isError && <QueryProblem error={board.error} onRetry={() => void board.refetch()} />}
      {board.isPending && <Loader />}
      {board.data &&
        (board.data.rows.length === 0 ? (
          <p className={styles.empty}>{t(`leaderboard_empty_${board.data.period}`)}</p>
        ) : (
          <LeaderboardRows rows={board.data.rows} testId="mission-leaderboard-rows" />
        ))}
    </section>
  );
}

/** The empty or failed board's line on the home page. */
export function useBoardNote(board: ReturnType<typeof useLeaderboard>): string {
  const { t } = useTranslation();
  if (board.isPending) return t("loading");
  if (board.isError) return t(errorKeyOf(board.error));
  return t(`leaderboard_empty_${board.data.period}`);
}
