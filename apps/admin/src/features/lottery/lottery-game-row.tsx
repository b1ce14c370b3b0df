import type { TBoLotteryGame } from "@orchid/contract/backoffice-lottery";
import { useTranslation } from "react-i18next";
import { useConsoleChange } from "../../api/use-console-call.ts";
import { ConfirmButton } from "../../ui/confirm-button.tsx";
import styles from "../games/games.module.css";
import { familyName, GROUP_KEYS, SOURCE_KEYS } from "./lottery-vocabulary.ts";

/**
 * One game: name and code, family and lobby, schedule, result source and switch. Switching off
 * takes a second press (no new draws, no bets; drawn draws still settle); switching on does not.
 */
export function LotteryGameRow(props: { game: TBoLotteryGame; schedule: string; canChange: boolean }) {
  const { t } = useTranslation();
  const { game } = props;
  const update = useConsoleChange("boSetLotteryGame", { refresh: ["boLotteryGames"] });
  return (
    <tr data-testid={`lottery-game-${game.code}`}>
      <td>
        <div>{game.name ?? game.code}</div>
        <small className="muted mono">{game.code}</small>
      </td>
      <td>
        <div>{familyName(game.family, t)}</div>
        <small className="muted">{t(GROUP_KEYS[game.group])}</small>
      </td>
      <td className={styles.small}>{props.schedule}</td>
      <td>{t(SOURCE_KEYS[game.source])}</td>
      <td>
        <span className={game.enabled ? "badge badge-ok" : "badge badge-bad"} data-enabled={game.enabled}>
          {t(game.enabled ? "bo_games_on" : "bo_games_off")}
        </span>
      </td>
      {props.canChange && (
        <td>
          <div className={styles.actions}>
            {game.enabled ? (
              <ConfirmButton
                className={`btn btn-small btn-danger ${styles.switch}`}
                disabled={update.isPending}
                onConfirm={() => update.run({ code: game.code, enabled: false })}
                testId={`lottery-game-off-${game.code}`}
              >
                {t("bo_games_switch_off")}
              </ConfirmButton>
            ) : (
              <button
                type="button"
                className={`btn btn-small ${styles.switch}`}
                disabled={update.isPending}
                onClick={() => update.run({ code: game.code, enabled: true })}
                data-testid={`lottery-game-on-${game.code}`}
              >
                {t("bo_games_switch_on")}
              </button>
            )}
          </div>
        </td>
      )}
    </tr>
  );
}
