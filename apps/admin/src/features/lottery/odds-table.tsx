import type { TBoLotteryOdds } from "@orchid/contract/backoffice-lottery";
import { useTranslation } from "react-i18next";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import styles from "../games/games.module.css";
import { GamesTable } from "../games/games-table.tsx";
import { RowActionButton } from "../games/row-action-button.tsx";
import own from "./lottery.module.css";

const COLUMNS = [
  "bo_lottery_bet_type",
  "bo_lottery_price",
  "bo_lottery_rtp",
  "bo_lottery_min_stake",
  "bo_lottery_max_stake",
  "bo_lottery_number_cap",
  "bo_games_enabled",
];
const NUMBER_COLUMNS = new Set([
  "bo_lottery_min_stake",
  "bo_lottery_max_stake",
  "bo_lottery_number_cap",
  "bo_action",
]);

/**
 * A family's bet types at the merchant's price: what `cost` staked wins per hit of each payout,
 * the exact return of each class of picks (rounded down to 0.01 %), and the stake limits.
 */
export function OddsTable(props: {
  rows: TBoLotteryOdds[];
  onEdit: ((odds: TBoLotteryOdds) => void) | null;
}) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const columns = props.onEdit ? [...COLUMNS, "bo_action"] : COLUMNS;
  return (
    <GamesTable columns={columns} numberColumns={NUMBER_COLUMNS} testId="lottery-odds-table">
      {props.rows.map((odds) => (
        <tr key={odds.betType} data-testid={`lottery-odds-${odds.betType}`}>
          <td>
            <div className="mono">{odds.betType}</div>
            <small className="muted">
              {t(odds.isDefault ? "bo_lottery_default_price" : "bo_lottery_own_price")}
            </small>
          </td>
          <td>
            <div className={own.pays}>
              <span>{t("bo_lottery_cost_is", { cost: odds.cost })}</span>
              {odds.payoutKeys.map((key) => (
                <span key={key}>
                  {key}: {odds.pays[key] ?? "—"}
                </span>
              ))}
            </div>
          </td>
          <td>
            <div className={own.rtp}>
              {odds.rtp.map((row) => (
                <span key={row.label}>
                  {row.label}: {t("bo_lottery_percent", { value: row.percent })}
                </span>
              ))}
            </div>
          </td>
          <td className={styles.number}>{formatMinor(odds.minStake)}</td>
          <td className={styles.number}>{formatMinor(odds.maxStake)}</td>
          <td className={styles.number}>{formatMinor(odds.numberCap)}</td>
          <td>
            <span className={odds.enabled ? "badge badge-ok" : "badge badge-bad"}>
              {t(odds.enabled ? "bo_games_on" : "bo_games_off")}
            </span>
          </td>
          {props.onEdit && (
            <RowActionButton
              onClick={() => props.onEdit?.(odds)}
              testId={`lottery-odds-edit-${odds.betType}`}
            >
              {t("bo_games_edit")}
            </RowActionButton>
          )}
        </tr>
      ))}
    </GamesTable>
  );
}
