import type { TBoLotterySlip } from "@orchid/contract/backoffice-lottery";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatDateTime, useFormatShortDateTime } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import styles from "../games/games.module.css";
import { GamesTable } from "../games/games-table.tsx";
import { RowActionButton } from "../games/row-action-button.tsx";
import own from "./lottery.module.css";
import { SLIP_STATE_LOOKS } from "./lottery-vocabulary.ts";

const COLUMNS = [
  "bo_games_placed",
  "bo_lottery_slip",
  "bo_member",
  "bo_lottery_draw",
  "bo_games_stake",
  "bo_games_win",
  "bo_status",
  "bo_action",
];
const NUMBER_COLUMNS = new Set(["bo_games_stake", "bo_games_win", "bo_action"]);

/** Slips, newest first; a row opens its lines (what was picked, staked, won, and whether valid bet). */
export function SlipsTable(props: {
  rows: TBoLotterySlip[];
  openId: number | null;
  onToggle: (id: number) => void;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const formatShort = useFormatShortDateTime();
  const formatMinor = useFormatMinor();
  return (
    <GamesTable columns={COLUMNS} numberColumns={NUMBER_COLUMNS} testId="lottery-slips-table">
      {props.rows.map((slip) => {
        const isOpen = props.openId === slip.id;
        const look = SLIP_STATE_LOOKS[slip.state];
        return (
          <Fragment key={slip.id}>
            <tr data-testid={`lottery-slip-${slip.id}`}>
              <td className={styles.nowrap} title={formatDateTime(slip.placedAt)}>
                {formatShort(slip.placedAt)}
              </td>
              <td className="mono">{slip.id}</td>
              <td>
                <Link to={`/members/${slip.memberId}`}>{slip.username}</Link>
                {slip.isTrial && <small className="muted"> · {t("bo_lottery_trial")}</small>}
              </td>
              <td>
                <Link to={`/lottery/draws/${slip.drawId}`} className="mono">
                  {slip.gameCode} {slip.issue}
                </Link>
              </td>
              <td className={styles.number}>{formatMinor(slip.stake)}</td>
              <td className={styles.number}>{formatMinor(slip.win)}</td>
              <td>
                <span className={look.badge}>{t(look.key)}</span>
              </td>
              <RowActionButton
                aria-expanded={isOpen}
                aria-controls={`slip-${slip.id}-lines`}
                onClick={() => props.onToggle(slip.id)}
                testId={`lottery-slip-open-${slip.id}`}
              >
                {t(isOpen ? "bo_games_hide_detail" : "bo_lottery_show_lines", { n: slip.lines.length })}
              </RowActionButton>
            </tr>
            {isOpen && (
              <tr className={styles.detailRow} id={`slip-${slip.id}-lines`}>
                <td colSpan={COLUMNS.length}>
                  <ul className={own.lines}>
                    {slip.lines.map((line, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a slip's lines never move
                      <li key={index}>
                        {t("bo_lottery_line", {
                          betType: line.betType,
                          label: line.label,
                          stake: formatMinor(line.stake),
                          win: formatMinor(line.win),
                        })}
                        {line.valid === false && (
                          <span className="muted"> · {t("bo_lottery_not_valid_bet")}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            )}
          </Fragment>
        );
      })}
    </GamesTable>
  );
}
