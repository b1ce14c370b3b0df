import type { TValueOf } from "@orchid/contract/endpoint-io";
import type { TCsvColumn } from "../../csv/csv-file.ts";
import { minorToMajorInput } from "../../money/major-amount.ts";
import { BET_KIND_KEYS, BET_STATE_LOOKS, OUTCOME_KEYS, wordsOf } from "./book-vocabulary.ts";
import { formatOdds } from "./decimal-odds.ts";
import { marketTitle, selectionLabel } from "./selection-label.ts";

export type TBookBet = TValueOf<"boBookBets">["rows"][number];
type TTranslate = (key: string, values?: Record<string, string | number>) => string;

/** One line of the export: a bet's leg with its bet beside it (a parlay of three legs is three rows). */
export type TBetCsvRow = { bet: TBookBet; leg: TBookBet["legs"][number] | null };

/** Every bet's legs as rows; a bet without legs still gets a row. */
export function betCsvRows(bets: readonly TBookBet[]): TBetCsvRow[] {
  return bets.flatMap((bet): TBetCsvRow[] =>
    bet.legs.length === 0 ? [{ bet, leg: null }] : bet.legs.map((leg) => ({ bet, leg })),
  );
}

/**
 * The export's columns: amounts in major units without grouping (a spreadsheet reads them as
 * numbers), odds as decimals, times in the merchant's zone, words in the console's language.
 */
export function betCsvColumns(
  t: TTranslate,
  formatTime: (iso: string | null) => string,
): TCsvColumn<TBetCsvRow>[] {
  const money = (value: number | null | undefined) =>
    value === null || value === undefined ? "" : minorToMajorInput(value);
  const yesNo = (value: boolean) => t(value ? "bo_approvals_yes" : "bo_approvals_no");
  return [
    { header: t("bo_book_bet"), cell: ({ bet }) => bet.id },
    { header: t("bo_games_placed"), cell: ({ bet }) => formatTime(bet.placedAt) },
    { header: t("bo_member"), cell: ({ bet }) => bet.username },
    { header: t("bo_book_bet_kind"), cell: ({ bet }) => t(BET_KIND_KEYS[bet.kind]) },
    { header: t("bo_status"), cell: ({ bet }) => t(BET_STATE_LOOKS[bet.state].key) },
    { header: t("bo_games_stake"), cell: ({ bet }) => money(bet.stake) },
    { header: t("bo_book_odds"), cell: ({ bet }) => bet.odds },
    { header: t("bo_book_potential_return"), cell: ({ bet }) => money(bet.potentialReturn) },
    { header: t("bo_book_payout"), cell: ({ bet }) => money(bet.payout) },
    { header: t("bo_book_owed"), cell: ({ bet }) => money(bet.owed) },
    { header: t("bo_book_valid_bet"), cell: ({ bet }) => yesNo(!bet.hedged) },
    { header: t("bo_book_settled_at"), cell: ({ bet }) => (bet.settledAt ? formatTime(bet.settledAt) : "") },
    { header: t("bo_book_event_id"), cell: ({ leg }) => leg?.eventId ?? "" },
    { header: t("bo_book_event"), cell: ({ leg }) => leg?.event ?? "" },
    {
      header: t("bo_book_market"),
      cell: ({ leg }) => (leg ? marketTitle({ type: leg.marketType, line: leg.line }, t) : ""),
    },
    {
      header: t("bo_book_selection"),
      cell: ({ leg }) => (leg ? selectionLabel({ type: leg.marketType, line: leg.line }, leg, t) : ""),
    },
    { header: t("bo_book_leg_odds"), cell: ({ leg }) => (leg ? formatOdds(leg.odds) : "") },
    { header: t("bo_book_in_play"), cell: ({ leg }) => (leg ? yesNo(leg.live) : "") },
    {
      header: t("bo_book_outcome"),
      cell: ({ leg }) => (leg?.outcome ? wordsOf(OUTCOME_KEYS, leg.outcome, t) : ""),
    },
  ];
}
