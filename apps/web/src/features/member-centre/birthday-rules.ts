import { BIRTHDAY_MIN_AGE } from "@orchid/contract/member";
import { formatZonedDateTime } from "@orchid/contract/zoned-time";

/** The server refuses a birthday more than this many years back: a typing mistake. */
export const BIRTHDAY_MAX_AGE = 120;

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The range a date input offers: from 120 years back to the day the member turns 18. */
export type TBirthdayRange = { min: string; max: string };

/** The message key of a birthday the server would refuse. */
export type TBirthdayProblem = "err_birthday_invalid" | "err_birthday_under_age";

/** Today's date (yyyy-MM-dd) in the merchant's time zone: the server counts ages on it. */
export function merchantToday(now: Date, timeZone: string): string {
  return formatZonedDateTime(now, timeZone).slice(0, 10);
}

/**
 * The date `years` years before a yyyy-MM-dd day, counted as the server counts it: 29 February
 * falls back to the 28th in a year without it.
 */
export function yearsBefore(day: string, years: number): string {
  const match = PLAIN_DATE.exec(day);
  if (!match) return day;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const target = new Date(0);
  target.setUTCFullYear(year - years, month - 1, date);
  if (target.getUTCMonth() !== month - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

/** The birthdays the server accepts on the merchant's `today`. */
export function birthdayRange(today: string): TBirthdayRange {
  return { min: yearsBefore(today, BIRTHDAY_MAX_AGE), max: yearsBefore(today, BIRTHDAY_MIN_AGE) };
}

/**
 * Why the server would refuse a yyyy-MM-dd birthday on `today`, or null when it accepts it: in
 * the future or over 120 years back is invalid, a member under 18 is too young.
 */
export function birthdayProblem(birthday: string, today: string): TBirthdayProblem | null {
  const range = birthdayRange(today);
  if (birthday > today || birthday < range.min) return "err_birthday_invalid";
  if (birthday > range.max) return "err_birthday_under_age";
  return null;
}

/**
 * A yyyy-MM-dd day written out in the member's language ("15 May 1990", "May 15, 1990"), always
 * on the Gregorian calendar the date input uses, so the member can check day and month before
 * saving. Anything unreadable shows unchanged.
 */
export function birthdayText(day: string, localeTag: string): string {
  const match = PLAIN_DATE.exec(day);
  if (!match) return day;
  const date = new Date(0);
  date.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (date.toISOString().slice(0, 10) !== day) return day;
  return new Intl.DateTimeFormat(localeTag, {
    dateStyle: "long",
    calendar: "gregory",
    timeZone: "UTC",
  }).format(date);
}
