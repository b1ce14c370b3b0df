import { zonedParts, zoneOffsetMinutes } from "@orchid/contract/zoned-time";

/**
 * Console times are shown in the merchant's time zone (as the site and the dashboard count days),
 * never the browser's, always with the offset so nobody has to guess:
 * "2026-11-27 09:12:03 (+06:30)". Built on the wall-clock fields the site uses too
 * (@orchid/contract/zoned-time); the hooks in use-format.ts feed them the merchant's zone.
 */

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

function readDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The zone's offset from UTC at that instant, as "+06:30" or "-04:00". */
export function zoneOffset(at: Date, zone: string): string {
  const minutes = zoneOffsetMinutes(at, zone);
  const whole = Math.abs(minutes);
  return `${minutes < 0 ? "-" : "+"}${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/** An ISO instant as the zone's wall time with its offset; "—" when there is no readable time. */
export function formatZoned(
  iso: string | null | undefined,
  zone: string,
  precision: "seconds" | "minutes" = "seconds",
): string {
  const at = readDate(iso);
  if (!at) return "—";
  const p = zonedParts(at, zone);
  const seconds = precision === "seconds" ? `:${pad(p.second)}` : "";
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}${seconds} (${zoneOffset(at, zone)})`;
}

/** An ISO instant as the zone's wall time for `<input type="datetime-local">` ("2026-11-27T09:12"). */
export function toZonedInput(iso: string | null | undefined, zone: string): string {
  const at = readDate(iso);
  if (!at) return "";
  const p = zonedParts(at, zone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The instant a datetime-local value names in the zone, or null when it is empty or unreadable. */
export function fromZonedInput(value: string, zone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  const wall = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s || 0);
  if (Number.isNaN(wall)) return null;
  // The offset at the guessed instant, then again at the corrected one (it may cross a change).
  const first = wall - zoneOffsetMinutes(new Date(wall), zone) * 60_000;
  const at = wall - zoneOffsetMinutes(new Date(first), zone) * 60_000;
  return new Date(at).toISOString();
}
