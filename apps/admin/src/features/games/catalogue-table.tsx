import type { TBoGame } from "@orchid/contract/backoffice-games";
import { useTranslation } from "react-i18next";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { useConsoleStore } from "../../store/console-store.ts";
import { gameName } from "./game-name.ts";
import { GameThumb } from "./game-thumb.tsx";
import styles from "./games.module.css";
import { GamesTable } from "./games-table.tsx";
import { RowActionButton } from "./row-action-button.tsx";

const COLUMNS = [
  "bo_games_game",
  "bo_games_vendor",
  "bo_games_type",
  "bo_games_min_bet",
  "bo_games_hot",
  "bo_games_order",
  "bo_games_model",
  "bo_games_enabled",
  "bo_action",
];
const NUMBER_COLUMNS = new Set(["bo_games_min_bet", "bo_games_order", "bo_action"]);

/** One page of the catalogue: tile, name (console language) and code, and what the editor changes. */
export function CatalogueTable(props: {
  rows: TBoGame[];
  onOpen: (game: TBoGame) => void;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const language = useConsoleStore((state) => state.language);
  const formatMinor = useFormatMinor();
  return (
    <GamesTable columns={COLUMNS} numberColumns={NUMBER_COLUMNS} testId="catalogue-table">
      {props.rows.map((game) => {
        const name = gameName(game.names, language, game.code);
        return (
          <tr key={game.id} data-testid={`game-row-${game.id}`}>
            <td>
              <div className={styles.nameCell}>
                <GameThumb game={game} name={name} />
                <div>
                  <span>{name}</span>
                  <small className="muted mono">
                    {game.code}
                    {game.isGroup && ` · ${t("bo_games_group")}`}
                    {game.parentId !== null && ` · ${t("bo_games_sub_game_of", { id: game.parentId })}`}
                  </small>
                </div>
              </div>
            </td>
            <td className={styles.nowrap}>{game.vendorName}</td>
            <td className="mono">{game.gameType}</td>
            <td className={styles.number}>{formatMinor(game.minBet)}</td>
            <td className={styles.nowrap}>
              {game.isHot ? (
                <span className="badge badge-warn">
                  {game.hotOrder === null
                    ? t("bo_games_hot")
                    : t("bo_games_hot_at", { order: game.hotOrder })}
                </span>
              ) : (
                <span className="muted">—</span>
              )}
            </td>
            <td className={styles.number}>{game.sortOrder}</td>
            <td className="mono">{game.mathsModel ?? "—"}</td>
            <td>
              <span className={game.enabled ? "badge badge-ok" : "badge badge-bad"}>
                {t(game.enabled ? "bo_games_on" : "bo_games_off")}
              </span>
            </td>
            <RowActionButton onClick={() => props.onOpen(game)} testId={`game-edit-${game.id}`}>
              {t(props.canChange ? "bo_games_edit" : "bo_games_view")}
            </RowActionButton>
          </tr>
        );
      })}
    </GamesTable>
  );
}
