import type { TPickProblem } from "../bet-type.ts";

const SINGLE_PRIZES = ["first", "second", "third"] as const;
const PRIZE_LISTS = ["starter", "consolation"] as const;
const NUMBERS_PER_LIST = 10;
const FOUR_DIGITS = /^[0-9]{4}$/;

/**
 * Checks a 4D result typed by an operator or sent by a feed: an object with `first`, `second` and
 * `third` numbers and `starter` and `consolation` lists of 10 numbers each (other fields are
 * ignored); every number is 4 digits, and all 23 are different. Null when it is well formed.
 */
export function checkFourDResult(result: unknown): TPickProblem | null {
  if (typeof result !== "object" || result === null) return { code: "result_malformed" };
  const fields = result as Record<string, unknown>;
  const entries: [prize: string, number: unknown][] = SINGLE_PRIZES.map((prize) => [prize, fields[prize]]);
  for (const prize of PRIZE_LISTS) {
    const list = fields[prize];
    if (!Array.isArray(list)) return { code: "result_malformed" };
    if (list.length !== NUMBERS_PER_LIST) {
      return { code: "result_prize_count", values: { prize, count: NUMBERS_PER_LIST } };
    }
    for (const number of list) entries.push([prize, number]);
  }
  const seen = new Set<string>();
  for (const [prize, number] of entries) {
    if (typeof number !== "string") return { code: "result_malformed" };
    if (!FOUR_DIGITS.test(number)) {
      return { code: "result_number_invalid", values: { prize, number: number.slice(0, 20), digits: 4 } };
    }
    if (seen.has(number)) return { code: "result_repeated_number", values: { number } };
    seen.add(number);
  }
  return null;
}
