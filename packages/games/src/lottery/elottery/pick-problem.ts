import type { TLotteryProblemCode, TPickProblem } from "../bet-type.ts";

/**
 * Why the e-lottery games refuse picks or a result; shown as `lott_err_<code>` (bet-type.ts).
 * The same code means the same thing in every game.
 */
export type TElotteryProblemCode = Extract<
  TLotteryProblemCode,
  | "no_picks"
  | "too_many_lines"
  | "duplicate_pick"
  | "invalid_pick"
  | "position_out_of_range"
  | "number_out_of_range"
  | "wrong_number_count"
  | "repeated_number"
  | "result_malformed"
  | "result_number_out_of_range"
  | "result_repeated_number"
>;

export function pickProblem(
  code: TElotteryProblemCode,
  values?: Readonly<Record<string, string | number>>,
): TPickProblem {
  return values === undefined ? { code } : { code, values };
}

/** One pick read into a line, or why it was refused. */
export type TPickRead<TLine> = { ok: true; line: TLine } | { ok: false; problem: TPickProblem };

export function readLine<TLine>(line: TLine): TPickRead<TLine> {
  return { ok: true, line };
}

export function refusePick<TLine>(
  code: TElotteryProblemCode,
  values?: Readonly<Record<string, string | number>>,
): TPickRead<TLine> {
  return { ok: false, problem: pickProblem(code, values) };
}
