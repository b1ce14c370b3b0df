const DAY_MS = 86_400_000;

/** Every local day from `fromDay` to `toDay` (both `yyyy-mm-dd`, both included), in order. */
export function periodDays(fromDay: string, toDay: string): string[] {
  const days: string[] = [];
  const last = Date.parse(`${toDay}T00:00:00Z`);
  for (let day = Date.parse(`${fromDay}T00:00:00Z`); day <= last; day += DAY_MS) {
    days.push(new Date(day).toISOString().slice(0, 10));
  }
  return days;
}
