/**
 * Console times are shown in the merchant's time zone (as the site and the dashboard count days),
 * never the browser's, always with the offset so nobody has to guess:
 * "2026-11-27 09:12:03 (+06:30)". Pure functions over Intl; the hooks in use-format.ts feed them
 * the zone of the merchant acted on.
 */

type TParts = { year: string; month: string; day: string; hour: string; minute: string; second: string };

const partFormats = new Map<string, Intl.DateTimeFormat>();

function validZone(zone: string): string {
  if (partFormats.has(zone)) return zone;
  try {
    partFormats.set(
      zone,
      new Intl.DateTimeFormat("en-US", {
        timeZone: zone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
        timeZoneName: "longOffset",
      }),
    );
    return zone;
  } catch {
    return zone === "UTC" ? zone : validZone("UTC");
  }
}

function partsOf(at: Date, zone: string): TParts & { offset: string } {
  const format = partFormats.get(validZone(zone)) ?? partFormats.get("UTC");
  const parts: Record<string, string> = {};
  for (const part of format?.formatToParts(at) ?? []) parts[part.type] = part.value;
  // "GMT+06:30", "GMT-05:00", or plain "GMT" for a zero offset.
  const offset = (parts.timeZoneName ?? "GMT").replace("GMT", "") || "+00:00";
  return {
    year: parts.year ?? "",
    month: parts.month ?? "",
    day: parts.day ?? "",
    hour: parts.hour ?? "",
    minute: parts.minute ?? "",
    second: parts.second ?? "",
    offset,
  };
}

function readDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The zone's offset from UTC at that instant, as "+06:30" or "-04:00". */
export function zoneOffset(at: Date, zone: string): string {
  return partsOf(at, zone).offset;
}

/** An ISO instant as the zone's wall time with its offset; "—" when there is no readable time. */
export function formatZoned(
  iso: string | null | undefined,
  zone: string,
  precision: "seconds" | "minutes" = "seconds",
): string {
  const at = readDate(iso);
  if (!at) return "—";
  const p = partsOf(at, zone);
  const time = precision === "seconds" ? `${p.hour}:${p.minute}:${p.second}` : `${p.hour}:${p.minute}`;
  return `${p.year}-${p.month}-${p.day} ${time} (${p.offset})`;
}

/** An ISO instant as the zone's wall time for `<input type="datetime-local">` ("2026-11-27T09:12"). */
export function toZonedInput(iso: string | null | undefined, zone: string): string {
  const at = readDate(iso);
  if (!at) return "";
  const p = partsOf(at, zone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

function offsetMinutes(at: Date, zone: string): number {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(partsOf(at, zone).offset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** The instant a datetime-local value names in the zone, or null when it is empty or unreadable. */
export function fromZonedInput(value: string, zone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  const wall = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s || 0);
  if (Number.isNaN(wall)) return null;
  // The offset at the guessed instant, then again at the corrected one (it may cross a change).
  const first = wall - offsetMinutes(new Date(wall), zone) * 60_000;
  const at = wall - offsetMinutes(new Date(first), zone) * 60_000;
  return new Date(at).toISOString();
}
