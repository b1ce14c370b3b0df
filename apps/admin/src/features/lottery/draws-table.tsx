import type { TBoLotteryDrawRow } from "@orchid/contract/backoffice-lottery";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatDateTime, useFormatShortDateTime } from "../../i18n/use-format.ts";
import styles from "../games/games.module.css";
import { GamesTable } from "../games/games-table.tsx";
import { DRAW_STATE_LOOKS, SOURCE_KEYS } from "./lottery-vocabulary.ts";

const COLUMNS = [
  "bo_lottery_draw_at",
  "bo_lottery_game",
  "bo_lottery_issue",
  "bo_status",
  "bo_lottery_source",
  "bo_action",
];
const END_COLUMNS = new Set(["bo_action"]);

/** Draws, latest draw time first; each opens its audit page. */
export function DrawsTable(props: { rows: TBoLotteryDrawRow[] }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const formatShort = useFormatShortDateTime();
  return (
    <GamesTable columns={COLUMNS} numberColumns={END_COLUMNS} testId="lottery-draws-table">
      {props.rows.map((draw) => {
        const look = DRAW_STATE_LOOKS[draw.state];
        return (
          <tr key={draw.id} data-testid={`lottery-draw-${draw.id}`}>
            <td className={styles.nowrap} title={formatDateTime(draw.drawAt)}>
              {formatShort(draw.drawAt)}
            </td>
            <td className="mono">{draw.gameCode}</td>
            <td className="mono">{draw.issue}</td>
            <td>
              <span className={look.badge} data-state={draw.state}>
                {t(look.key)}
              </span>
            </td>
            <td>{t(SOURCE_KEYS[draw.source])}</td>
            <td>
              <div className={styles.actions}>
                <Link className="btn btn-small" to={`/lottery/draws/${draw.id}`}>
                  {t("bo_lottery_open_draw")}
                </Link>
              </div>
            </td>
          </tr>
        );
      })}
    </GamesTable>
  );
}
