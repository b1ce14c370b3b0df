const DAY_MS = 86_400_000;

/** A calendar date as a whole number of days since 1970-01-01 (day 0, a Thursday). */
export type TCivilDay = number;

/** 0 = Sunday, 1 = Monday … 6 = Saturday, as `Date.prototype.getDay` counts. */
export type TWeekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The earliest and latest dates an issue may name: 1970-01-01 and 9999-12-31. */
export const FIRST_CIVIL_DAY: TCivilDay = 0;
export const LAST_CIVIL_DAY: TCivilDay = Date.UTC(9999, 11, 31) / DAY_MS;

export function civilDay(year: number, month: number, day: number): TCivilDay {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

export function weekdayOf(day: TCivilDay): TWeekday {
  return ((((day + 4) % 7) + 7) % 7) as TWeekday;
}

/** The date as `YYYYMMDD`, the first part of every issue number. */
export function formatCivilDay(day: TCivilDay): string {
  const date = new Date(day * DAY_MS);
  const month = String(date.getUTCMonth() + 1).padStart(2, "0");
  const dayOfMonth = String(date.getUTCDate()).padStart(2, "0");
  return `${String(date.getUTCFullYear()).padStart(4, "0")}${month}${dayOfMonth}`;
}

/** Reads `YYYYMMDD`; null unless it names a real date from 1970-01-01 to 9999-12-31. */
export function parseCivilDay(text: string): TCivilDay | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const day = civilDay(Number(match[1]), Number(match[2]), Number(match[3]));
  if (day < FIRST_CIVIL_DAY || day > LAST_CIVIL_DAY) return null;
  return formatCivilDay(day) === text ? day : null;
}
