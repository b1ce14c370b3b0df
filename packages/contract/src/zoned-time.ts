export type TZonedParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    };
    try {
      formatter = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    } catch {
      // An unknown zone name from configuration: show UTC rather than break the header.
      formatter = new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Wall-clock fields of an instant in a time zone. */
export function zonedParts(date: Date, timeZone: string): TZonedParts {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 0,
    month: fields.month ?? 0,
    day: fields.day ?? 0,
    hour: (fields.hour ?? 0) % 24,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

/** Minutes the zone is ahead of UTC at that instant (390 for Asia/Yangon). */
export function zoneOffsetMinutes(date: Date, timeZone: string): number {
  const p = zonedParts(date, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const wholeSeconds = Math.floor(date.getTime() / 1000) * 1000;
  return Math.round((asUtc - wholeSeconds) / 60_000);
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** `YYYY-MM-DD HH:mm:ss` in the zone. */
export function formatZonedDateTime(date: Date, timeZone: string): string {
  const p = zonedParts(date, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** `GMT+6.5`, `GMT+8`, `GMT-3.5`, `GMT+0`: the offset in hours. */
export function formatGmtOffset(offsetMinutes: number): string {
  const hours = Math.round((Math.abs(offsetMinutes) / 60) * 100) / 100;
  return `GMT${offsetMinutes < 0 ? "-" : "+"}${hours}`;
}

/** The header clock text (spec §2): `YYYY-MM-DD HH:mm:ss GMT+6.5`. */
export function formatClock(date: Date, timeZone: string): string {
  return `${formatZonedDateTime(date, timeZone)} ${formatGmtOffset(zoneOffsetMinutes(date, timeZone))}`;
}
