import type { TFraction } from "../fraction.ts";
import type { TWordSource } from "../rng.ts";

/**
 * What every lottery bet type provides, whatever its game. A member's picks for a bet type stand
 * for one or more lines; each line is staked the slip's stake per line and settled on its own.
 */

/** How many times each payout key of a line came up in a result, e.g. `{ hit: 2 }` or `{ first: 1 }`. */
export type THits = Readonly<Record<string, number>>;

/**
 * A merchant's price for a bet type: a line is paid `pays[key] / cost` of its stake for each hit
 * of `key` (for a lô 2 số: cost 27,000, pays { hit: 98,500 }; for a decimal 1.982: cost 1,000,
 * pays { hit: 1,982 }). Integers only.
 */
export type TBetOdds = { cost: number; pays: Readonly<Record<string, number>> };

/**
 * Every reason the lottery maths refuses picks, a result or odds. Each is shown to people as the
 * catalogue key `lott_err_<code>` with `values` filled in (a test checks every code has one).
 */
export const LOTTERY_PROBLEM_CODES = [
  "no_picks",
  "pick_digits",
  "invalid_pick",
  "duplicate_pick",
  "too_many_lines",
  "too_few_picks",
  "too_many_picks",
  "roll_not_allowed",
  "one_roll_only",
  "position_out_of_range",
  "number_out_of_range",
  "wrong_number_count",
  "repeated_number",
  "result_malformed",
  "result_prize_unknown",
  "result_prize_count",
  "result_number_invalid",
  "result_number_out_of_range",
  "result_repeated_number",
  "odds_price",
  "odds_unknown_key",
  "odds_rtp_above_100",
] as const;

export type TLotteryProblemCode = (typeof LOTTERY_PROBLEM_CODES)[number];

/** Why picks, a result or odds were refused, and the values its message needs. */
export type TPickProblem = { code: TLotteryProblemCode; values?: Readonly<Record<string, string | number>> };

export type TParsedPicks<TLine> =
  | { ok: true; lines: readonly TLine[] }
  | { ok: false; problem: TPickProblem };

/**
 * For the valid-bet rule: a line covers `key` out of `space` outcomes of its `group`. A member's
 * lines of one draw that cover more than 70 % of a group's space are not valid bet.
 */
export type TCoverage = { group: string; key: string; space: number };

/** The exact expected return of one line per unit staked, for one class of picks. */
export type TRtpRow = { label: string; rtp: TFraction };

export type TBetType<TResult, TLine> = {
  /** Stable code, e.g. `lo2`, `de_special`, `big`, `two_sides`. */
  code: string;
  /** Turns a member's picks (strings, syntax per bet type, documented on the type) into lines. */
  parse(picks: readonly string[]): TParsedPicks<TLine>;
  /** A line as the member reads it in "my bets", e.g. "12" or "1st: big". */
  describe(line: TLine): string;
  hits(result: TResult, line: TLine): THits;
  coverage(line: TLine): TCoverage;
  /** The payout keys `hits` may return, each needing a price in `TBetOdds.pays`. */
  payoutKeys: readonly string[];
  defaultOdds: TBetOdds;
  /**
   * Exact expected return per unit staked of one line, for each class of picks whose return
   * differs (one row when all picks are alike), computed from the rules: by enumeration of the
   * outcomes or by exact combinatorics, never by simulation.
   */
  rtp(odds: TBetOdds): readonly TRtpRow[];
};

/** A game family: how its result is drawn, checked when entered by hand, and bet on. */
export type TLotteryRules<TResult> = {
  family: string;
  draw(words: TWordSource): TResult;
  /** Checks a result typed by an operator or sent by a feed; null when it is well formed. */
  checkResult(result: unknown): TPickProblem | null;
  betTypes: readonly TBetType<TResult, unknown>[];
};
