import type { TBoLotterySlip } from "@orchid/contract/backoffice-lottery";
import type { TCsvColumn } from "../../csv/csv-file.ts";
import { minorToMajorInput } from "../../money/major-amount.ts";

/** One line of the export: a slip's line with its slip beside it (a slip of three lines is three rows). */
export type TSlipCsvRow = { slip: TBoLotterySlip; line: TBoLotterySlip["lines"][number] | null };

/** Every slip's lines as rows; a slip without lines still gets a row. */
export function slipCsvRows(slips: readonly TBoLotterySlip[]): TSlipCsvRow[] {
  return slips.flatMap((slip): TSlipCsvRow[] =>
    slip.lines.length === 0 ? [{ slip, line: null }] : slip.lines.map((line) => ({ slip, line })),
  );
}

/**
 * The export's columns: amounts in major units without grouping (so a spreadsheet reads them as
 * numbers), times in the merchant's zone, states in the console's language.
 */
export function slipCsvColumns(
  t: (key: string) => string,
  formatTime: (iso: string | null) => string,
  stateKey: (state: TBoLotterySlip["state"]) => string,
): TCsvColumn<TSlipCsvRow>[] {
  const money = (value: number | null | undefined) =>
    value === null || value === undefined ? "" : minorToMajorInput(value);
  return [
    { header: t("bo_lottery_slip"), cell: ({ slip }) => slip.id },
    { header: t("bo_games_placed"), cell: ({ slip }) => formatTime(slip.placedAt) },
    { header: t("bo_member"), cell: ({ slip }) => slip.username },
    { header: t("bo_lottery_game"), cell: ({ slip }) => slip.gameCode },
    { header: t("bo_lottery_issue"), cell: ({ slip }) => slip.issue },
    { header: t("bo_status"), cell: ({ slip }) => t(stateKey(slip.state)) },
    { header: t("bo_lottery_slip_stake"), cell: ({ slip }) => money(slip.stake) },
    { header: t("bo_lottery_slip_win"), cell: ({ slip }) => money(slip.win) },
    { header: t("bo_lottery_bet_type"), cell: ({ line }) => line?.betType ?? "" },
    { header: t("bo_lottery_line_picks"), cell: ({ line }) => line?.label ?? "" },
    { header: t("bo_lottery_line_stake"), cell: ({ line }) => money(line?.stake) },
    { header: t("bo_lottery_line_win"), cell: ({ line }) => money(line?.win) },
    {
      header: t("bo_lottery_valid_bet"),
      cell: ({ line }) =>
        line?.valid === null || line === null ? "" : t(line.valid ? "bo_approvals_yes" : "bo_approvals_no"),
    },
  ];
}
