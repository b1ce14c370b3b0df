import type { TBoLotterySchedule } from "@orchid/contract/backoffice-lottery";

type TTranslate = (key: string, values?: Record<string, string | number>) => string;

/** A span of seconds in words: "45 s", "3 min", "1 h 30 min". */
export function spanWords(seconds: number, t: TTranslate): string {
  if (seconds < 60) return t("bo_lottery_seconds", { n: seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60 || minutes % 60 !== 0) {
    const hours = Math.floor(minutes / 60);
    const rest = t("bo_lottery_minutes", { n: minutes % 60 });
    return hours > 0 ? `${t("bo_lottery_hours", { n: hours })} ${rest}` : rest;
  }
  return t("bo_lottery_hours", { n: minutes / 60 });
}

/**
 * When a game draws, in words: "Every 45 s, closes 5 s before" or "Sun, Wed, Sat at 19:00
 * (Asia/Kuala_Lumpur), closes 30 min before". `weekday` names a weekday (0 = Sunday) in the
 * console's language.
 */
export function scheduleWords(schedule: TBoLotterySchedule, t: TTranslate, weekday: (day: number) => string) {
  const close = spanWords(schedule.closeBeforeSeconds, t);
  if (schedule.kind === "every")
    return t("bo_lottery_schedule_every", { every: spanWords(schedule.seconds, t), close });
  const days = [...schedule.days].sort((a, b) => a - b).map(weekday);
  return t("bo_lottery_schedule_weekly", {
    days: days.join(", "),
    time: schedule.time,
    zone: schedule.zone,
    close,
  });
}

/** A weekday's short name in a language (0 = Sunday): 4 January 1970 was a Sunday. */
export function weekdayName(language: string): (day: number) => string {
  const format = new Intl.DateTimeFormat(language, { weekday: "short", timeZone: "UTC" });
  return (day) => format.format(new Date(Date.UTC(1970, 0, 4 + day)));
}
