import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../api/console-hooks.ts";
import { useFormatDateTime, useFormatNumber } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { QueryState } from "../../ui/query-state.tsx";
import styles from "../games/games.module.css";
import { GamesTable } from "../games/games-table.tsx";
import own from "./lottery.module.css";

const REFRESH_MS = 5_000;
const COLUMNS = ["bo_lottery_bet_type", "bo_lottery_number", "bo_games_stake", "bo_lottery_payout"];
const NUMBER_COLUMNS = new Set(["bo_games_stake", "bo_lottery_payout"]);

/**
 * The merchant's live liability on a draw: the 100 numbers that would pay the most if they came
 * up, with the stake on them; read again every 5 s while betting is open or the draw is closed.
 */
export function LiabilityPanel(props: { drawId: number; isLive: boolean }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const formatNumber = useFormatNumber();
  const formatDateTime = useFormatDateTime();
  const query = useApiQuery(
    "boLotteryLiability",
    { drawId: props.drawId },
    { refetchInterval: props.isLive ? REFRESH_MS : false },
  );
  return (
    <section className={`card ${own.section}`} aria-labelledby="lottery-liability-title">
      <div className={own.sectionHead}>
        <h2 id="lottery-liability-title">{t("bo_lottery_liability")}</h2>
        {query.data && (
          <small className="muted">
            {t(props.isLive ? "bo_lottery_live_at" : "bo_lottery_read_at", {
              at: formatDateTime(query.data.at),
            })}
          </small>
        )}
      </div>
      <QueryState query={query}>
        {(liability) => (
          <div className="stack">
            <dl className={styles.totals} data-testid="lottery-liability-totals">
              <div>
                <dt>{t("bo_lottery_numbers")}</dt>
                <dd>{formatNumber(liability.totals.numbers)}</dd>
              </div>
              <div>
                <dt>{t("bo_games_stake")}</dt>
                <dd>{formatMinor(liability.totals.stake)}</dd>
              </div>
              <div>
                <dt>{t("bo_lottery_largest_payout")}</dt>
                <dd>{formatMinor(liability.totals.largestPayout)}</dd>
              </div>
            </dl>
            {liability.rows.length === 0 ? (
              <p className={own.note}>{t("bo_lottery_liability_none")}</p>
            ) : (
              <GamesTable columns={COLUMNS} numberColumns={NUMBER_COLUMNS} testId="lottery-liability-table">
                {liability.rows.map((row) => (
                  <tr key={`${row.betType}:${row.coverKey}`}>
                    <td className="mono">{row.betType}</td>
                    <td className="mono">{row.coverKey}</td>
                    <td className={styles.number}>{formatMinor(row.stake)}</td>
                    <td className={styles.number}>{formatMinor(row.payout)}</td>
                  </tr>
                ))}
              </GamesTable>
            )}
          </div>
        )}
      </QueryState>
    </section>
  );
}
