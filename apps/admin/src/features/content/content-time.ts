import { fromZonedInput, toZonedInput } from "../../i18n/zoned-time.ts";

/**
 * `<input type="datetime-local">` speaks wall time without a zone ("2025-03-01T09:30"); the API
 * speaks ISO instants. The console reads and writes that wall time in the merchant's time zone
 * (the one its lists show), never the browser's.
 */
export function toLocalInput(iso: string | null | undefined, zone: string): string {
  return toZonedInput(iso, zone);
}

/** The instant a wall-time input names in the zone, or null when it is empty or unreadable. */
export function fromLocalInput(value: string, zone: string): string | null {
  return fromZonedInput(value, zone);
}
