import type { TBoGameRound } from "@orchid/contract/backoffice-games";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatDateTime, useFormatShortDateTime } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import styles from "./games.module.css";
import { GamesTable } from "./games-table.tsx";
import { ROUND_STATUS } from "./games-vocabulary.ts";
import { RoundDetail } from "./round-detail.tsx";
import { RowActionButton } from "./row-action-button.tsx";

const COLUMNS = [
  "bo_games_placed",
  "bo_games_round_id",
  "bo_member",
  "bo_games_game",
  "bo_games_stake",
  "bo_games_win",
  "bo_games_net",
  "bo_status",
  "bo_action",
];
const NUMBER_COLUMNS = new Set(["bo_games_stake", "bo_games_win", "bo_games_net", "bo_action"]);

/** Rounds, newest first; a game's name filters by it, and a row opens what the game reported. */
export function RoundsTable(props: {
  rows: TBoGameRound[];
  openId: number | null;
  onToggle: (id: number) => void;
  onGame: (gameId: number) => void;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const formatShort = useFormatShortDateTime();
  const formatMinor = useFormatMinor();
  return (
    <GamesTable columns={COLUMNS} numberColumns={NUMBER_COLUMNS} testId="rounds-table">
      {props.rows.map((round) => {
        const isOpen = props.openId === round.id;
        const look = ROUND_STATUS[round.status];
        return (
          <Fragment key={round.id}>
            <tr data-testid={`round-row-${round.id}`}>
              <td className={styles.nowrap} title={formatDateTime(round.createdAt)}>
                {formatShort(round.createdAt)}
              </td>
              <td className={`mono ${styles.small}`}>{round.roundId}</td>
              <td>
                <Link to={`/members/${round.memberId}`}>{round.username}</Link>
              </td>
              <td>
                <button
                  type="button"
                  className={styles.linkButton}
                  title={t("bo_games_filter_by_game")}
                  onClick={() => props.onGame(round.gameId)}
                >
                  {round.gameName}
                </button>
                <div className={`muted ${styles.small}`}>
                  {round.vendorName} · {round.gameType}
                </div>
              </td>
              <td className={styles.number}>{formatMinor(round.stake)}</td>
              <td className={styles.number}>{formatMinor(round.win)}</td>
              <td
                className={`${styles.number} ${round.net > 0 ? styles.positive : round.net < 0 ? styles.negative : ""}`}
              >
                {formatMinor(round.net)}
              </td>
              <td>
                <span className={look.badge} data-status={round.status}>
                  {t(look.key)}
                </span>
              </td>
              <RowActionButton
                aria-expanded={isOpen}
                aria-controls={`round-${round.id}-detail`}
                onClick={() => props.onToggle(round.id)}
                testId={`round-open-${round.id}`}
              >
                {t(isOpen ? "bo_games_hide_detail" : "bo_games_show_detail")}
              </RowActionButton>
            </tr>
            {isOpen && (
              <tr className={styles.detailRow} id={`round-${round.id}-detail`}>
                <td colSpan={COLUMNS.length}>
                  <RoundDetail id={round.id} />
                </td>
              </tr>
            )}
          </Fragment>
        );
      })}
    </GamesTable>
  );
}
