import { BIRTHDAY_MIN_AGE } from "./member.ts";

/**
 * The birthdays a member may set (`PUT /wps/member/birthday`), one rule for the server that
 * refuses and the site that warns first: counted on the merchant's today (yyyy-MM-dd), not in the
 * future, at most 120 years back, and 18 or older.
 */

/** No one this old plays: a birthday further back is a typing mistake. */
export const BIRTHDAY_MAX_AGE = 120;

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The earliest and latest birthday accepted on a day. */
export type TBirthdayRange = { min: string; max: string };

/** The catalogue key of a refused birthday. */
export type TBirthdayProblem = "err_birthday_invalid" | "err_birthday_under_age";

/** The date `years` years before a yyyy-MM-dd day; 29 February falls back to the 28th. */
export function yearsBefore(day: string, years: number): string {
  const match = PLAIN_DATE.exec(day);
  if (!match) return day;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const target = new Date(0);
  target.setUTCFullYear(year - years, month - 1, date);
  if (target.getUTCMonth() !== month - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

/** The birthdays accepted on `today`. */
export function birthdayRange(today: string): TBirthdayRange {
  return { min: yearsBefore(today, BIRTHDAY_MAX_AGE), max: yearsBefore(today, BIRTHDAY_MIN_AGE) };
}

/** Why a yyyy-MM-dd birthday is refused on `today`, or null when it is accepted. */
export function birthdayProblem(birthday: string, today: string): TBirthdayProblem | null {
  const range = birthdayRange(today);
  if (birthday > today || birthday < range.min) return "err_birthday_invalid";
  if (birthday > range.max) return "err_birthday_under_age";
  return null;
}
