/**
 * How long every integration file may take and still see one merchant day from its first write
 * to its last "today" query. The files that read "today" take a few seconds; this leaves room
 * for a machine ten times slower.
 */
export const MIDNIGHT_MARGIN_MS = 60_000;
const DAY_MS = 86_400_000;

/** Milliseconds from `at` to the next midnight on the wall clock of the time zone. */
export function msToMidnight(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hourCycle: "h23",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const intoDay = ((part("hour") * 60 + part("minute")) * 60 + part("second")) * 1000 + at.getMilliseconds();
  return DAY_MS - intoDay;
}

/** How long to wait before starting, so no merchant's midnight falls within the next `margin`. */
export function waitBeforeStart(timeZones: readonly string[], at: Date, margin = MIDNIGHT_MARGIN_MS): number {
  const closest = Math.min(...timeZones.map((zone) => msToMidnight(zone, at)));
  return closest < margin ? closest + 1_000 : 0;
}
