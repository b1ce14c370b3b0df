import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatDateTime, useFormatShortDateTime } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { ResultsTable } from "../../ui/results-table.tsx";
import games from "../games/games.module.css";
import type { TBookBet } from "./bet-csv.ts";
import { BetLegs } from "./bet-legs.tsx";
import styles from "./book.module.css";
import { BET_KIND_KEYS, BET_STATE_LOOKS } from "./book-vocabulary.ts";

const COLUMNS = [
  "bo_games_placed",
  "bo_book_bet",
  "bo_member",
  "bo_book_legs",
  "bo_games_stake",
  "bo_book_odds",
  "bo_book_potential_return",
  "bo_status",
  "bo_book_payout",
  "bo_book_owed",
];
const NUMBER_COLUMNS = new Set([
  "bo_games_stake",
  "bo_book_odds",
  "bo_book_potential_return",
  "bo_book_payout",
  "bo_book_owed",
]);

/**
 * Bets, newest first, each with its legs; money a correction could not take back (owed) is
 * marked, and a bet that is no valid bet (hedged) says so.
 */
export function BetsTable(props: { rows: TBookBet[] }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const formatShort = useFormatShortDateTime();
  const formatMinor = useFormatMinor();
  return (
    <ResultsTable
      classNames={{ table: styles.betsTable, end: games.number }}
      columns={COLUMNS}
      endColumns={NUMBER_COLUMNS}
      testId="book-bets-table"
    >
      {props.rows.map((bet) => {
        const look = BET_STATE_LOOKS[bet.state];
        return (
          <tr
            key={bet.id}
            className={bet.owed > 0 ? styles.owed : undefined}
            data-testid={`book-bet-${bet.id}`}
          >
            <td className={games.nowrap} title={formatDateTime(bet.placedAt)}>
              {formatShort(bet.placedAt)}
            </td>
            <td>
              <div className="mono">{bet.id}</div>
              <small className="muted">{t(BET_KIND_KEYS[bet.kind])}</small>
            </td>
            <td>
              <Link to={`/members?q=${encodeURIComponent(bet.username)}`}>{bet.username}</Link>
            </td>
            <td>
              <BetLegs legs={bet.legs} />
            </td>
            <td className={games.number}>{formatMinor(bet.stake)}</td>
            <td className={games.number}>{bet.odds}</td>
            <td className={games.number}>{formatMinor(bet.potentialReturn)}</td>
            <td>
              <div className={styles.badges}>
                <span className={look.badge}>{t(look.key)}</span>
                {bet.hedged && (
                  <span className="badge badge-bad" title={t("bo_book_hedged_hint")}>
                    {t("bo_book_hedged")}
                  </span>
                )}
              </div>
              {bet.settledAt && (
                <small className="muted" title={formatDateTime(bet.settledAt)}>
                  {formatShort(bet.settledAt)}
                </small>
              )}
            </td>
            <td className={games.number}>{formatMinor(bet.payout)}</td>
            <td className={`${games.number} ${bet.owed > 0 ? styles.danger : ""}`}>
              {bet.owed > 0 ? formatMinor(bet.owed) : "—"}
            </td>
          </tr>
        );
      })}
    </ResultsTable>
  );
}
