import { formatZonedDateTime } from "@orchid/contract/zoned-time";

export {
  BIRTHDAY_MAX_AGE,
  birthdayProblem,
  birthdayRange,
  type TBirthdayProblem,
  type TBirthdayRange,
  yearsBefore,
} from "@orchid/contract/birthday";

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date (yyyy-MM-dd) in the merchant's time zone: the server counts ages on it. */
export function merchantToday(now: Date, timeZone: string): string {
  return formatZonedDateTime(now, timeZone).slice(0, 10);
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
