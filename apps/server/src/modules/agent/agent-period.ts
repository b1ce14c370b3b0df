import type { TAgentPeriodQuery } from "@orchid/contract/agent";
import { invalidField } from "../../http/invalid-field.ts";
import { dayString, localToday, parseDay, type TPeriod, zonedStart } from "../wallet/index.ts";

const DAY_MS = 86_400_000;
/** The longest custom period a report accepts. */
const MAX_DAYS = 366;

/** Monday of the week holding `day` (both as UTC midnights of local dates). */
function mondayOf(day: number): number {
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return day - weekday * DAY_MS;
}

function monthStart(day: number, monthsAhead = 0): number {
  const date = new Date(day);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthsAhead, 1);
}

/** First and last local day of a preset, as UTC midnights of the local dates. */
function presetDays(query: TAgentPeriodQuery, today: number): [number, number] {
  switch (query.preset ?? "today") {
    case "today":
      return [today, today];
    case "yesterday":
      return [today - DAY_MS, today - DAY_MS];
    case "thisWeek":
      return [mondayOf(today), mondayOf(today) + 6 * DAY_MS];
    case "lastWeek":
      return [mondayOf(today) - 7 * DAY_MS, mondayOf(today) - DAY_MS];
    case "firstHalf":
      return [monthStart(today), monthStart(today) + 14 * DAY_MS];
    case "secondHalf":
      return [monthStart(today) + 15 * DAY_MS, monthStart(today, 1) - DAY_MS];
    case "thisMonth":
      return [monthStart(today), monthStart(today, 1) - DAY_MS];
    case "lastMonth":
      return [monthStart(today, -1), monthStart(today) - DAY_MS];
    case "custom": {
      if (!query.from || !query.to) throw invalidField(query.from ? "to" : "from");
      const [first, last] = [parseDay(query.from), parseDay(query.to)];
      if (last < first || (last - first) / DAY_MS >= MAX_DAYS) throw invalidField("to");
      return [first, last];
    }
  }
}

/**
 * An agent-centre period (spec §9 presets: today, yesterday, this and last week from Monday,
 * the first half 1st–15th and second half 16th–end of this month, this and last month, or custom
 * days) in the merchant's time zone: `[from, to)` instants and the first and last local days.
 */
export function resolveAgentPeriod(query: TAgentPeriodQuery, timeZone: string, now: Date): TPeriod {
  const [first, last] = presetDays(query, localToday(now, timeZone));
  return {
    from: zonedStart(first, timeZone),
    to: zonedStart(last + DAY_MS, timeZone),
    fromDay: dayString(first),
    toDay: dayString(last),
  };
}
