import type { TBoBookTrading } from "@orchid/contract/backoffice-book";
import { useTranslation } from "react-i18next";
import { useFormatDateTime, useFormatNumber, useFormatShortDateTime } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import games from "../games/games.module.css";
import { GamesTable } from "../games/games-table.tsx";
import styles from "./book.module.css";
import { resultText } from "./result-text.ts";

const COLUMNS = [
  "bo_book_round",
  "bo_book_result",
  "bo_book_result_source",
  "bo_book_entered_by",
  "bo_book_approved_by",
  "bo_book_recorded_at",
  "bo_book_settled_at",
  "bo_book_bets",
  "bo_book_paid",
  "bo_book_taken_back",
];
const NUMBER_COLUMNS = new Set(["bo_book_round", "bo_book_bets", "bo_book_paid", "bo_book_taken_back"]);

/**
 * Every result recorded for the event, newest first (a later round is a correction): where it
 * came from (the feed by name, or the console with the two operators who entered and approved
 * it), when it was recorded and settled, and the bets it settled, paid and took back.
 */
export function ResultsAudit(props: { trading: TBoBookTrading }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const formatShort = useFormatShortDateTime();
  const formatMinor = useFormatMinor();
  const formatNumber = useFormatNumber();
  const { event, results } = props.trading;
  const sides = { home: event.home, away: event.away };
  return (
    <section className={`card ${styles.section}`} aria-labelledby="book-audit-title">
      <h2 id="book-audit-title">{t("bo_book_results_audit")}</h2>
      {results.length === 0 ? (
        <p className={styles.note}>{t("bo_book_no_results")}</p>
      ) : (
        <GamesTable columns={COLUMNS} numberColumns={NUMBER_COLUMNS} testId="book-results-audit">
          {results.map((result) => (
            <tr key={result.round} data-testid={`book-result-round-${result.round}`}>
              <td className={games.number}>{result.round}</td>
              <td>{resultText(result.result, sides, t)}</td>
              <td>{result.source === "console" ? t("bo_book_source_console") : result.source}</td>
              <td>{result.enteredBy ?? "—"}</td>
              <td>{result.approvedBy ?? "—"}</td>
              <td className={games.nowrap} title={formatDateTime(result.recordedAt)}>
                {formatShort(result.recordedAt)}
              </td>
              <td className={games.nowrap} title={formatDateTime(result.settledAt)}>
                {result.settledAt ? formatShort(result.settledAt) : t("bo_book_not_settled")}
              </td>
              <td className={games.number}>{result.bets === null ? "—" : formatNumber(result.bets)}</td>
              <td className={games.number}>{formatMinor(result.paid)}</td>
              <td className={games.number}>{formatMinor(result.takenBack)}</td>
            </tr>
          ))}
        </GamesTable>
      )}
    </section>
  );
}
