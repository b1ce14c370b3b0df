/**
 * The instants the schedule functions accept, in epoch ms: 1970-01-02 to 9999-12-30 (UTC), so that
 * every draw they meet falls on a local date an issue can name (1970-01-01 to 9999-12-31) in any zone.
 */
export const FIRST_INSTANT_MS = Date.UTC(1970, 0, 2);
export const LAST_INSTANT_MS = Date.UTC(9999, 11, 30);

export function isScheduleInstant(ms: number): boolean {
  return Number.isSafeInteger(ms) && ms >= FIRST_INSTANT_MS && ms <= LAST_INSTANT_MS;
}
