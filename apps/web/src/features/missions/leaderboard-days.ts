import { formatZonedDateTime } from "@orchid/contract/zoned-time";

/*
 * Apart from mission-format.ts (which reaches the bonus summaries and game types), so the home
 * block's chunk stays small.
 */

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The date of an instant in the merchant's zone. */
function zonedDate(instant: Date, timeZone: string): string {
  return formatZonedDateTime(instant, timeZone).slice(0, 10);
}

/**
 * A leaderboard's days as dates of the merchant's zone: a plain `YYYY-MM-DD` as it is, an instant
 * as its date in `timeZone`. An end at midnight is the start of the next day (an open bound), so
 * its range ends the day before. Anything unreadable shows unchanged.
 */
export function leaderboardDays(from: string, to: string, timeZone: string): { from: string; to: string } {
  const dateOf = (value: string, isEnd: boolean) => {
    if (PLAIN_DATE.test(value)) return value;
    const instant = new Date(value);
    if (Number.isNaN(instant.getTime())) return value;
    const isMidnight = formatZonedDateTime(instant, timeZone).endsWith(" 00:00:00");
    return zonedDate(isEnd && isMidnight ? new Date(instant.getTime() - 1) : instant, timeZone);
  };
  return { from: dateOf(from, false), to: dateOf(to, true) };
}
